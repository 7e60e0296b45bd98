// The open desk's live stream (decision 055): server-sent events, one `alert` event per alert heard from any process,
// except those raised by the stream's own sign-in session (that device already knows what it just did). A comment line
// every ~25 s keeps proxies (nginx's 60 s proxy_read_timeout) and phones' networks from closing a quiet stream.
// Each owner may hold a few streams (a phone, a laptop, a couple of tabs); a new one past that ends her oldest,
// since a phone that went to sleep leaves a stream behind that nobody reads. Every stream ends when the process
// begins shutting down, so an open desk never holds a stopping process: the desk reconnects to another one. And a
// stream ends with its sign-in session (logout, a reused refresh token, the account deleted): it must not go on
// telling a signed-out device of new orders.
import { PassThrough } from "node:stream";
import type { EndedSessions } from "../auth";
import type { DeskAlerts, RaisedAlert } from "./desk-alerts";

export interface DeskStreamOptions {
  /** Comment lines this often (ms). */
  heartbeatMs: number;
  /** Streams one owner may hold at once. */
  perOwner: number;
  /** A stream ends after this long (ms), and the desk opens a new one: its sign-in is checked again then. */
  maxAgeMs: number;
}

export const DESK_STREAM_DEFAULTS: DeskStreamOptions = {
  heartbeatMs: 25_000,
  perOwner: 6,
  maxAgeMs: 15 * 60_000,
};

interface OpenStream {
  userId: number;
  sessionId: string;
  body: PassThrough;
  end: (reason: string) => void;
}

/** One event in the text/event-stream format: the data is one line of JSON, so it needs one `data:` line. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export class DeskAlertStreams {
  /** Every open stream, oldest first. */
  private readonly open = new Set<OpenStream>();
  private closed = false;
  private readonly options: DeskStreamOptions;

  constructor(alerts: DeskAlerts, options: Partial<DeskStreamOptions> = {}) {
    this.options = { ...DESK_STREAM_DEFAULTS, ...options };
    alerts.onHeard((raised) => this.tell(raised));
  }

  /** How many streams are open (for tests and for looking into a process). */
  get count(): number {
    return this.open.size;
  }

  /**
   * Opens a stream for a signed-in owner's session: the body to send (text/event-stream). It ends when the client goes
   * (`onGone`), when the owner opens one too many, after maxAgeMs, or when the process shuts down.
   */
  start(owner: { userId: number; sessionId: string }): { body: PassThrough; onGone: () => void } {
    const body = new PassThrough();
    if (this.closed) {
      body.end(sseEvent("closing", { reason: "restarting" }));
      return { body, onGone: () => {} };
    }
    const mine = [...this.open].filter((stream) => stream.userId === owner.userId);
    for (const oldest of mine.slice(0, Math.max(0, mine.length - this.options.perOwner + 1))) oldest.end("replaced");

    const heartbeat = setInterval(() => body.write(": still here\n\n"), this.options.heartbeatMs);
    heartbeat.unref();
    const maxAge = setTimeout(() => stream.end("reconnect"), this.options.maxAgeMs);
    maxAge.unref();
    const stream: OpenStream = {
      ...owner,
      body,
      end: (reason) => {
        if (!this.open.delete(stream)) return;
        clearInterval(heartbeat);
        clearTimeout(maxAge);
        if (!body.writableEnded) body.end(sseEvent("closing", { reason }));
      },
    };
    this.open.add(stream);
    // The client's reconnection wait if the stream drops (ms), then a first event so the desk knows it is live.
    body.write(`retry: 3000\n${sseEvent("ready", {})}`);
    return {
      body,
      onGone: () => {
        if (!this.open.delete(stream)) return;
        clearInterval(heartbeat);
        clearTimeout(maxAge);
        body.destroy();
      },
    };
  }

  /** Ends every stream and opens no more (the process is shutting down). */
  closeAll(): void {
    this.closed = true;
    for (const stream of [...this.open]) stream.end("restarting");
  }

  /**
   * Ends the streams of sessions that ended, saying "signed-out" (the desk's next try is then refused and it stops).
   * Not knowing which ended (a missed announcement), it ends every stream with "reconnect": each desk opens a new one
   * at once, and its sign-in is checked again then.
   */
  endSessions(ended: EndedSessions | undefined): void {
    for (const stream of [...this.open]) {
      if (ended === undefined) stream.end("reconnect");
      else if ("sessionId" in ended ? stream.sessionId === ended.sessionId : stream.userId === ended.userId) {
        stream.end("signed-out");
      }
    }
  }

  private tell({ alert, fromSessionId }: RaisedAlert): void {
    const event = sseEvent("alert", alert);
    for (const stream of this.open) {
      if (stream.sessionId === fromSessionId) continue;
      // A stream whose reader has stopped reading is ended rather than left to buffer alerts without bound.
      if (stream.body.writableLength > 64 * 1024) stream.end("too slow");
      else stream.body.write(event);
    }
  }
}
