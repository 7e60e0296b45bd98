// What to tell the owner when a photo was not taken: the server's own words ("Not an image") with the photo's name
// and what to do about it, or plain words when the response carried none (a proxy's 413, a dropped connection).
import { ApiError } from "@mayil/core/api/api-client";

/** The largest photo the shop takes (the server responds with 413 above it). */
export const MAX_PHOTO_MB = 15;

export function photoProblem(error: unknown, file?: Pick<File, "name">): string {
  const photo = file ? `“${file.name}”` : "This photo";
  if (!(error instanceof ApiError)) return `${photo} could not be sent. Check the connection and try again.`;
  if (error.code === "too_large") return `${photo} is too large: a photo can be at most ${MAX_PHOTO_MB} MB.`;
  if (error.code === "invalid_input") {
    const reason = error.message.replace(/[.!]$/, "");
    return `${photo} was refused: ${reason}. Choose a JPEG, PNG, WebP or AVIF photo.`;
  }
  if (!error.fromShop) return `${photo} could not be saved. Please try again.`;
  return `${photo} could not be saved: ${error.message}`;
}
