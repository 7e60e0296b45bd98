// One public response as it is sent (catalogue JSON or a server-rendered page): its text, its ETag, and its compressed
// bytes, each made once.
//
// A cached response is sent many times in its few seconds; compressing it afresh for every request cost most of a
// cached request's time (decision 024: cached throughput was ~3.5x lower once requests asked for brotli, as
// browsers do).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";

export type ContentEncoding = "br" | "gzip";

/** Below this, compression saves less than the header it costs (the same threshold as @fastify/compress here). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Up to this many characters a response is compressed at once, on the request's own thread (a 15 KB product list in
 * about 0.1 ms, 64 KB in about half a millisecond at most). Handing a small response to Node's thread pool cost the
 * server more than compressing it, in stream machinery and the hand-over to and from another thread: bench:api's miss
 * ceiling took 0.39 ms of the server's CPU per request that way and 0.23 ms at once (decision 024). Longer responses (a
 * long page) still go to the pool, so that no request waits long behind another's compression.
 */
export const COMPRESS_AT_ONCE_BELOW = 64 * 1024;

// Quality 4 (as @fastify/compress): a cache miss compresses on the request path, and q5+ costs twice the CPU.
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};
// A page is compressed once while it is kept, so harder, and always on Node's thread pool: quality 10 made a 69 KB
// product page 12.8 KB against q5's 13.8 KB (about 35 ms of a pool thread against 7 ms, once per page and catalogue
// change), which keeps the rendered catalogue pages, with their words and the language switch (decision 084), within
// the 14.6 KB a new connection carries in its first round trip (decision 025).
const BROTLI_PAGE = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 10 },
};
const GZIP = { level: 6 };

const compressors: Record<ContentEncoding, (text: string, page: boolean) => Promise<Buffer>> = {
  br: (text, page) =>
    text.length < COMPRESS_AT_ONCE_BELOW && !page
      ? new Promise((resolve) => resolve(brotliCompressSync(text, BROTLI)))
      : promisify(brotliCompress)(text, page ? BROTLI_PAGE : BROTLI),
  gzip: (text) =>
    text.length < COMPRESS_AT_ONCE_BELOW
      ? new Promise((resolve) => resolve(gzipSync(text, GZIP)))
      : promisify(gzip)(text, GZIP),
};

const negotiator = new Negotiator<ContentEncoding>({ supportedValues: ["br", "gzip"] });

/** The encoding to send to a client with this Accept-Encoding, brotli first; undefined for plain text. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  return acceptEncoding ? (negotiator.negotiate(acceptEncoding) ?? undefined) : undefined;
}

export class PublicResponse {
  /** Weak: the same text compressed differently is still the same response. */
  readonly etag: string;
  /** Whether compressing is worth it at all (worked out once, not at every send). */
  readonly compressible: boolean;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();
  private readonly bodyBytes: number;
  private encodedBytes = 0;
  /** Called when a compressed copy is added, so that a cache keeping this response can count its bytes again. */
  onGrown: (() => void) | undefined;

  constructor(
    readonly body: string,
    readonly type = "application/json; charset=utf-8",
  ) {
    this.etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    this.bodyBytes = Buffer.byteLength(body);
    this.compressible = this.bodyBytes >= COMPRESS_FROM_BYTES;
  }

  /** The memory this response holds, roughly: its text and every compressed copy made so far. */
  get bytes(): number {
    return this.bodyBytes + this.encodedBytes + this.etag.length;
  }

  /** The body compressed with `encoding`, made on the first request that asks for it and kept with the response. */
  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.body, this.type.startsWith("text/html"));
      bytes.then(
        (made) => {
          this.encodedBytes += made.length;
          this.onGrown?.();
        },
        // A failure is not kept: the next request tries again.
        () => this.encoded.delete(encoding),
      );
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
