// What to tell the owner when a photo was not taken: the server's own words ("Not an image") with the photo's name
// and what to do about it, or plain words when the response carried none (a proxy's 413, a dropped connection).
import { ApiError } from "@mayil/core/api/api-client";
import type { DeskSay } from "../../../lib/desk/desk-messages";

export function photoProblem(t: DeskSay, error: unknown, file?: Pick<File, "name">): string {
  if (!(error instanceof ApiError))
    return file ? t("desk.product.photo.notSent", { file: file.name }) : t("desk.categories.photo.notSent");
  if (error.code === "too_large")
    return file ? t("desk.product.photo.tooLarge", { file: file.name }) : t("desk.categories.photo.tooLarge");
  if (error.code === "invalid_input") {
    const reason = error.message.replace(/[.!]$/, "");
    return file
      ? t("desk.product.photo.refused", { file: file.name, reason })
      : t("desk.categories.photo.refused", { reason });
  }
  if (!error.fromShop)
    return file ? t("desk.categories.photo.notSavedFile", { file: file.name }) : t("desk.categories.photo.notSaved");
  return file
    ? t("desk.categories.photo.notSavedBecauseFile", { file: file.name, reason: error.message })
    : t("desk.categories.photo.notSavedBecause", { reason: error.message });
}
