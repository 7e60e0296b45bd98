// One public answer as it is sent (catalogue JSON or a server-rendered page): its text, its ETag, and its compressed
// bytes, each made once.
//
// A cached answer is sent many times in its few seconds; compressing it afresh for every request cost most of a
// cached request's time (issue 15: cached throughput ~3.5x lower once requests asked for brotli as browsers do).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";

export type ContentEncoding = "br" | "gzip";

/** Below this, compression saves less than the header it costs (the same threshold as @fastify/compress here). */
const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<ContentEncoding, (text: string) => Promise<Buffer>> = {
  // Quality 4 (as @fastify/compress): a cache miss compresses on the request path, and q5+ costs twice the CPU.
  br: (text) =>
    promisify(brotliCompress)(text, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    }),
  gzip: (text) => promisify(gzip)(text, { level: 6 }),
};

const negotiator = new Negotiator<ContentEncoding>({ supportedValues: ["br", "gzip"] });

/** The encoding to send to a client with this Accept-Encoding, brotli first; undefined for plain text. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  return acceptEncoding ? (negotiator.negotiate(acceptEncoding) ?? undefined) : undefined;
}

export class PublicAnswer {
  /** Weak: the same text compressed differently is still the same answer. */
  readonly etag: string;
  /** Whether compressing is worth it at all (worked out once, not at every send). */
  readonly compressible: boolean;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(
    readonly body: string,
    readonly type = "application/json; charset=utf-8",
  ) {
    this.etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    this.compressible = Buffer.byteLength(body) >= COMPRESS_FROM_BYTES;
  }

  /** The body compressed with `encoding`, made on the first request that asks for it and kept with the answer. */
  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.body);
      // A failure is not kept: the next request tries again.
      bytes.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
