// A desk write tried with no connection (decision 054): the desk's service worker refuses it before it leaves, as
// a 503 in the shop's own words; without the worker the browser's fetch fails while it knows it is offline. Either
// way nothing reached the shop, and the screen she tapped on says so. Writes are never kept to send later.
import { OFFLINE_WRITE_REFUSAL } from "../../desk-worker/names";
import { ApiError } from "../api-client";

export { OFFLINE_WRITE_REFUSAL };

/** The offline refusal's words when `error` is one, else null. */
export function offlineRefusal(error: unknown): string | null {
  if (error instanceof ApiError) return error.code === "offline_write" ? error.message : null;
  return typeof navigator !== "undefined" && navigator.onLine === false ? OFFLINE_WRITE_REFUSAL : null;
}

/** The offline refusal in her desk's language (the server's code says it is one), else null. */
export function offlineRefusalSaid(error: unknown, t: (id: "desk.problem.offline") => string): string | null {
  return offlineRefusal(error) === null ? null : t("desk.problem.offline");
}
