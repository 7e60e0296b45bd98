// A refusal from the shop's API in the page's language. The server writes its refusals in English beside a stable code
// (packages/core/src/api/error-codes.ts): a screen says each code it knows through a catalogue message, with the
// figures the refusal's details carry, as lib/contract-messages.ts does for the contract's English messages; the
// server's own words show only for a code with no message here (one the shopper never meets, such as the desk's).
// The words a code needs on any page (the cart and its toasts) are the frame's; a screen's own (cash on delivery, an
// address book full) are in its area and given by the screen as `said`.
import { ApiError } from "@mayil/core/api/api-client";
import type { ErrorCode } from "@mayil/core/api/error-codes";
import { contractMessage, isContractMessage } from "./contract-messages";
import type { MessageId, MessageValues } from "./messages";

type Say = (id: MessageId, values?: MessageValues) => string;

/** A screen's own message for a code, with the details the refusal carried. */
export type SaidFor = Partial<Record<ErrorCode, (details: Readonly<Record<string, string | number>>) => string>>;

const count = (value: string | number | undefined) => (typeof value === "number" ? value : Number(value ?? Number.NaN));

/**
 * What to tell her about `error`: the screen's own message for its code (`said`), else the frame's (the contract's
 * English mapped to its message for a broken rule); the screen's `fallback` for a failure without a code of the shop's (no
 * connection, a proxy's page) or one that only means "it did not work, try again"; the server's words for a code
 * with no message.
 */
export function refusalMessage(t: Say, error: unknown, fallback: MessageId, said: SaidFor = {}): string {
  if (!(error instanceof ApiError) || !error.fromShop) return t(fallback);
  const details = error.details ?? {};
  const own = said[error.code];
  if (own) return own(details);
  switch (error.code) {
    case "out_of_stock":
      return t("frame.refusal.outOfStock");
    case "only_n_left": {
      const available = count(details.available);
      return Number.isFinite(available) ? t("frame.refusal.onlyLeft", { available }) : t(fallback);
    }
    case "unauthenticated":
      return t("frame.refusal.signInAgain");
    case "too_many_requests":
      return t("frame.refusal.tooMany");
    case "invalid_input":
      // A rule of the contract's (a phone number, a field left empty): its message; any other such refusal the
      // screen's own words, as the server's would be English.
      return isContractMessage(error.message) ? contractMessage(t, error.message) : t(fallback);
    case "conflict":
      // A rule of the shop's that has no code yet (her share of a scarce piece while orders wait, the most units of
      // one piece): the server's words, English as they are, say how many she can order and what to do; the screen's
      // own would only say it did not work.
      if (isContractMessage(error.message)) return contractMessage(t, error.message);
      return error.message || t(fallback);
    case "not_found":
    case "gone":
    case "busy":
    case "database_unavailable":
    case "timed_out":
    case "server_error":
    case "too_large":
    case "bad_address":
    case "not_supported":
      return t(fallback);
    default:
      return error.message || t(fallback);
  }
}
