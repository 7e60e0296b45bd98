// The owner's products spreadsheet over HTTP: the export as a CSV download, and the import of an edited one sent as a
// text/csv body or as a multipart `file`.
import fastifyMultipart from "@fastify/multipart";
import { ownerProductSheetEndpoints as endpoints } from "@mayil/core/api/products-sheet-endpoints";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { DomainError, InvalidInput } from "../../domain-errors";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import type { ProductsSheetFile } from "./products-sheet-export";
import type { ProductsSheetImport } from "./products-sheet-import";

/** The largest sheet taken: a few thousand rows with long descriptions; more is surely not a products sheet. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;

export interface ProductsSheetService {
  exportSheet(): Promise<ProductsSheetFile>;
  importer: ProductsSheetImport;
}

/** How long an import's connection may go without a byte while the import runs. */
const IMPORT_QUIET_MS = 10 * 60 * 1000;

/** An error Fastify's error handler responds with its own status and message. */
const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

const tooLarge = () => httpError(413, `The spreadsheet is larger than ${MAX_SHEET_BYTES / 1024 / 1024} MB.`);

/** The sheet's bytes from a text/csv body or from the multipart field `file` (its own media type is not trusted). */
async function sheetBytesOf(request: FastifyRequest): Promise<Uint8Array> {
  if (request.isMultipart()) {
    try {
      return await sheetFileOf(request);
    } catch (error) {
      throw unreadableUpload(error);
    }
  }
  if (Buffer.isBuffer(request.body)) return request.body;
  throw httpError(415, "Send the spreadsheet as a text/csv body or as a multipart form with the file in field file.");
}

/** The multipart field `file`, whole; 413 past the limit. */
async function sheetFileOf(request: FastifyRequest): Promise<Uint8Array> {
  const part = await request.file();
  if (!part) throw new InvalidInput("Attach the spreadsheet as the form's file field.", "file");
  if (part.fieldname !== "file") {
    part.file.resume();
    throw new InvalidInput("Attach the spreadsheet as the form's file field.", "file");
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  // toBuffer() only throws when the limit is noticed between chunks; cut at the very last one, it returns the
  // truncated file (seen under load), which must not be read as a shorter sheet.
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

/**
 * What a failed read of a multipart body responses: our own refusals and the parser's 4xx as they are, anything else (a
 * cut-off body, no closing boundary, a part without headers) a 400, never a 500, whatever the client sent.
 */
function unreadableUpload(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return tooLarge();
  if (status !== undefined && status >= 400 && status < 500) return error;
  return new InvalidInput("The upload could not be read: send the spreadsheet again as multipart form data", "file");
}

export const productsSheetRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  sheet: ProductsSheetService;
}> = async (app, { guards, sheet }) => {
  // Both only in this plugin's scope: no other route takes CSV or (through this registration) multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_SHEET_BYTES, files: 1, fields: 10, parts: 12 },
  });
  app.addContentTypeParser("text/csv", { parseAs: "buffer", bodyLimit: MAX_SHEET_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const serve = guards.forOwner(app);

  await serve(endpoints.csv, {
    handler: async (_request, reply) => {
      const { filename, text } = await sheet.exportSheet();
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="${filename}"`);
      return text;
    },
  });

  await serve(endpoints.import, {
    handler: async (request, reply) => {
      const bytes = await sheetBytesOf(request);
      // The connection is closed after CONNECTION_TIMEOUT_SECONDS without a byte either way, which a large import
      // on a busy server may take to respond: this one request may stay quiet for longer.
      request.raw.socket.setTimeout(IMPORT_QUIET_MS);
      const { dry_run, take_sheet_stock, keep_shop_stock } = request.query;
      const both = take_sheet_stock.filter((line) => keep_shop_stock.includes(line));
      if (both.length > 0) {
        throw new InvalidInput(
          `Line ${both[0]} is in both take_sheet_stock and keep_shop_stock: choose one count for it`,
          "take_sheet_stock",
        );
      }
      const response = await sheet.importer.importSheet(bytes, {
        dryRun: dry_run,
        ownerId: shopperOf(request).userId,
        stock: { takeSheet: take_sheet_stock, keepShop: keep_shop_stock },
      });
      if (response.refused) {
        return reply
          .status(response.status)
          .send({ ...response.report, code: response.status === 409 ? "conflict" : "invalid_input" });
      }
      return response.report;
    },
  });
};
