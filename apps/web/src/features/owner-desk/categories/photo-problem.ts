// What to tell the owner when a photo was not taken: the server's own words ("Not an image"), or plain ones when
// the answer carried none (a proxy's 413, a dropped connection).
import { ApiError } from "@mayil/core/api/api-client";

/** The largest photo the shop takes (the server answers 413 above it). */
export const MAX_PHOTO_MB = 15;

export function photoProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return "The photo could not be sent. Check the connection and try again.";
  if (error.status === 413) return `This photo is too large: at most ${MAX_PHOTO_MB} MB, please.`;
  if (error.message.startsWith("HTTP error!")) return "The photo could not be saved. Please try again.";
  return error.message;
}
