// The owner's open desk as the alert tests see it: GET /api/owner/alerts/stream read as it arrives, its events parsed
// from the text/event-stream format (blocks of `field: value` lines ending in a blank line; `:` lines are comments).
import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";

export interface StreamEvent {
  event: string;
  data: string;
}

export interface DeskStream {
  status: number;
  headers: Headers;
  /** Every event so far, `ready` and `closing` included. */
  events: StreamEvent[];
  /** Every comment line so far (the heartbeats). */
  comments: string[];
  alerts(): DeskAlert[];
  /** The first alert `match` accepts, waiting at most `ms`; rejects saying what came instead. */
  waitFor(match: (alert: DeskAlert) => boolean, ms?: number): Promise<DeskAlert>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openDeskStream(shopUrl: string, token: string | null): Promise<DeskStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${shopUrl}/api/owner/alerts/stream`, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiting = new Set<() => void>();
  let buffer = "";
  const take = (block: string) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) comments.push(line);
      else if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data.push(line.slice(6));
    }
    if (data.length > 0) events.push({ event, data: data.join("\n") });
    for (const wake of waiting) wake();
  };
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  const alerts = () => events.filter((e) => e.event === "alert").map((e) => JSON.parse(e.data) as DeskAlert);
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    alerts,
    ended,
    close: () => abort.abort(),
    waitFor: (match, ms = 2000) =>
      new Promise<DeskAlert>((resolve, reject) => {
        const check = () => {
          const found = alerts().find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no such alert within ${ms} ms; the stream had: ${JSON.stringify(events)}`));
        }, ms);
        if (!check()) waiting.add(check);
      }),
  };
}

/** Resolves once the stream has said it is live (`ready`), so what happens next is sure to reach it. */
export async function untilReady(stream: DeskStream, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!stream.events.some((e) => e.event === "ready")) {
    if (Date.now() > deadline) throw new Error(`the stream never said ready (status ${stream.status})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
