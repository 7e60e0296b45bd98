// The printer: a small pool of worker threads (Piscina) that renders the papers, so the main thread, which serves
// every shopper and the health checks, never spends a PDF's CPU time. The pool is bounded twice: PDF_THREADS threads
// render at once, and at most PDF_QUEUE more papers wait for one; beyond that a request is refused at once with
// "the printer is busy" (503, Retry-After) rather than left waiting behind dozens of others. The threads start with
// the first paper and stop after a minute with nothing to print, so a shop that never prints keeps its memory at rest
// small (decision 041). Decision 063.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { PrinterBusy } from "../../domain-errors";
import type { MonthMessage, PrintTask, ReaderMessage } from "./pdf-worker";

export interface PrinterSettings {
  /** PDF_THREADS: papers rendered at once, each on a thread of its own. */
  threads: number;
  /** PDF_QUEUE: papers that may wait for a thread; one more is refused as busy. */
  queue: number;
}

/** A thread with nothing to print for this long stops, and its memory goes back to the system. */
const IDLE_MS = 60_000;

type MonthTask = Omit<Extract<PrintTask, { paper: "month" }>, "port">;

/**
 * Where the worker's code is. The built server (tsdown.config.ts) has it as its own entry, dist/pdf-worker.js, beside
 * the chunk this code is bundled into; run from the sources (Vitest, tsx), the thread loads the TypeScript through
 * tsx, as the process itself does.
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return { filename: fileURLToPath(new URL("./pdf-worker.js", here)), execArgv: [] };
  const tsx = pathToFileURL(createRequire(here).resolve("tsx/esm")).href;
  return { filename: fileURLToPath(new URL("./pdf-worker.ts", here)), execArgv: ["--import", tsx] };
}

export class Printer {
  private pool: Piscina | undefined;
  /** Papers rendering or waiting now: counted here, so a refusal is decided before anything starts. */
  private inFlight = 0;
  /** Papers rendered since start: tests see a kept invoice served without one. */
  renders = 0;

  constructor(private readonly settings: PrinterSettings) {}

  /** A paper rendered whole in a thread (an invoice, a packing slip). */
  async render(task: Exclude<PrintTask, { paper: "month" }>): Promise<Buffer> {
    const done = this.admit();
    try {
      const bytes = (await this.threads().run(task)) as Uint8Array;
      this.renders += 1;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } finally {
      done();
    }
  }

  /**
   * A month's invoices as a stream: rendered in a thread invoice by invoice, each sent on as it is made, the thread
   * pausing while the reader is behind. Destroying the stream (the owner closed the download) stops the rendering.
   */
  month(task: MonthTask): Readable {
    const done = this.admit();
    const { port1: port, port2: workerPort } = new MessageChannel();
    const tell = (message: ReaderMessage) => port.postMessage(message);
    let owed = 0;
    let finished = false;
    const stream = new Readable({
      read() {
        if (owed > 0) tell({ taken: owed });
        owed = 0;
      },
      destroy(error, callback) {
        if (!finished) tell({ stop: true });
        port.close();
        callback(error);
      },
    });
    port.on("message", (message: MonthMessage) => {
      if ("chunk" in message) {
        const { chunk } = message;
        owed += chunk.byteLength;
        if (stream.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) {
          tell({ taken: owed });
          owed = 0;
        }
      } else if ("end" in message) {
        finished = true;
        stream.push(null);
      } else {
        finished = true;
        stream.destroy(new Error(`The month's PDF failed: ${message.error}`));
      }
    });
    this.threads()
      .run({ ...task, port: workerPort }, { transferList: [workerPort] })
      .then(() => {
        this.renders += 1;
      })
      .catch((error: unknown) => {
        if (!stream.destroyed) stream.destroy(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(done);
    return stream;
  }

  /** Stops the threads (the shop is closing); papers still rendering fail. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  /** Takes a place for one paper, or refuses at once when every thread is busy and the queue is full. */
  private admit(): () => void {
    if (this.inFlight >= this.settings.threads + this.settings.queue) throw new PrinterBusy();
    this.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
    };
  }

  private threads(): Piscina {
    if (this.pool) return this.pool;
    const entry = workerEntry();
    if (!existsSync(entry.filename)) throw new Error(`The printer's worker is missing: ${entry.filename}`);
    this.pool = new Piscina({
      filename: entry.filename,
      execArgv: entry.execArgv,
      minThreads: 0,
      maxThreads: this.settings.threads,
      // The queue is bounded by admit(); Piscina's own bound would only refuse later, with its own words.
      maxQueue: this.settings.queue + this.settings.threads,
      idleTimeout: IDLE_MS,
      // A worker has nothing to say to the shop's logs: no personal data may leave through them either.
      env: {},
    });
    return this.pool;
  }
}
