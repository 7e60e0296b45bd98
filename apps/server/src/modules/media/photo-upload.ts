// Reads a photo sent from the owner's phone: one multipart file in the field `file` (at most 15 MB) and any text
// fields beside it, with a clear 400 or 413 for everything else.
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { InvalidInput, TooLarge } from "../../domain-errors";
import { MAX_PHOTO_BYTES } from "./photo-processing";

export interface PhotoUpload<F> {
  /** The file's bytes, not yet looked at: preparePhoto checks what they are. */
  file: Buffer;
  /** The text fields, checked by the endpoint's schema. */
  fields: F;
}

/** An upload with nothing beside the file: any text fields are ignored. */
const NO_FIELDS = z.object({});

const SEND_A_FILE = "file is required: send the photo as multipart form data, in a field named file";

/**
 * Lets the routes of `scope` (and only them) read multipart bodies. Limits are the parser's, so nothing past them is
 * ever held: one file, a few short text fields.
 */
export async function acceptPhotoUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, fieldSize: 1000, fieldNameSize: 100, parts: 12 },
  });
}

/** The uploaded photo and the text fields beside it, checked by `fieldsSchema` (a 400 naming the field otherwise). */
export async function readPhotoUpload<S extends z.ZodType = typeof NO_FIELDS>(
  request: FastifyRequest,
  fieldsSchema: S = NO_FIELDS as unknown as S,
): Promise<PhotoUpload<z.output<S>>> {
  if (!request.isMultipart()) throw new InvalidInput(SEND_A_FILE, "file");
  const texts: Record<string, string> = {};
  let file: Buffer | undefined;
  let misnamed: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") texts[part.fieldname] = part.value;
      } else if (part.fieldname === "file") {
        file = await part.toBuffer();
      } else {
        misnamed ??= part.fieldname;
        // Read past it, or the parts after it never arrive.
        await part.toBuffer();
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) {
    throw new InvalidInput(
      misnamed === undefined
        ? SEND_A_FILE
        : `file is required: the photo came in a field named ${JSON.stringify(misnamed.slice(0, 40))}`,
      "file",
    );
  }
  const fields = fieldsSchema.safeParse(texts);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    const field = issue?.path.join(".") || undefined;
    throw new InvalidInput(issue?.message ?? "The form's fields are not valid", field);
  }
  return { file, fields: fields.data };
}

/** What a failed read of the multipart body tells the owner; never a 500, whatever the client sent. */
function uploadError(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new TooLarge(`The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);
  if (code === "FST_FILES_LIMIT") return new InvalidInput("Send one photo at a time, in the field named file", "file");
  if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
    return new InvalidInput("The form has more fields than a photo upload takes");
  }
  // A cut-off or malformed body (no closing boundary, a part without headers), a field named __proto__: the same
  // response, since the owner can only send it again.
  return new InvalidInput("The upload could not be read: send the photo again as multipart form data", "file");
}
