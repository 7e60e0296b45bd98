// Every refusal the shop's API sends carries a stable code beside its words: `{ error, code, field?, details? }`.
// The words are for people and may be reworded; the code is for programs (the storefront, the desk, tests), which
// switch on it and never on a status or a message's text. A code, once sent, keeps its meaning.

/** The code of each kind of refusal, when nothing more specific is known. */
export const GENERAL_ERROR_CODES = [
  /** What was sent cannot be right: a body, query or path part its schema refuses, or a rule of the shop's. */
  "invalid_input",
  /** No signed-in shopper: no token, an expired or revoked one. */
  "unauthenticated",
  /** Signed in, but not hers to do (a shopper at the owner's desk). */
  "forbidden",
  /** What was asked for does not exist, or is not hers to see. */
  "not_found",
  /** It existed and is withdrawn for good (a product the owner archived). */
  "gone",
  /** Well-formed, but the shop's state refuses it now. */
  "conflict",
  /** Bigger than the shop takes. */
  "too_large",
  /** The same shopper or address tried too often. */
  "too_many_requests",
  /** The shop is well but cannot take this work now; Retry-After says when. */
  "busy",
  /** The database is out of reach; Retry-After says when to try again. */
  "database_unavailable",
  /** The address itself cannot be read (a bad percent-encoding, a part too long). */
  "bad_address",
  /** The request asks for a format or method the endpoint does not speak. */
  "not_supported",
  /** The request took longer to arrive than the shop waits (a 408). */
  "timed_out",
  /** Something failed on the shop's side; nothing about it is sent. */
  "server_error",
] as const;

/** Refusals a program acts on, each with the details it needs. */
export const SPECIFIC_ERROR_CODES = [
  /** A piece with none left (details: none). */
  "out_of_stock",
  /** More than is left was asked for (details: `available`). */
  "only_n_left",
  /** A UPI reference (UTR) already recorded on an order (details: `order_number`). */
  "utr_taken",
  /** An order cannot move between these two states (details: `from`, `to`). */
  "invalid_transition",
  /** A list the shopper or owner keeps is full: cart, wishlist, addresses, alert devices (details: `limit`). */
  "limit_reached",
  /** A desk write the desk's own service worker refused before it left the phone: there was no connection. */
  "offline_write",
] as const;

export type GeneralErrorCode = (typeof GENERAL_ERROR_CODES)[number];
export type SpecificErrorCode = (typeof SPECIFIC_ERROR_CODES)[number];
export type ErrorCode = GeneralErrorCode | SpecificErrorCode;

export const ERROR_CODES: readonly ErrorCode[] = [...GENERAL_ERROR_CODES, ...SPECIFIC_ERROR_CODES];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);

/** What a refusal may say beyond its words, for a program: how many are left, which states, which order. */
export type ErrorDetails = Readonly<Record<string, string | number>>;

/** The code a response of this status carries when its sender knew nothing more specific. */
export function generalCodeOfStatus(status: number): GeneralErrorCode {
  switch (status) {
    case 401:
      return "unauthenticated";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 410:
      return "gone";
    case 409:
      return "conflict";
    case 413:
      return "too_large";
    case 429:
      return "too_many_requests";
    case 408:
      return "timed_out";
    case 414:
      return "bad_address";
    case 405:
    case 406:
    case 415:
      return "not_supported";
    case 503:
      return "busy";
    default:
      return status >= 500 ? "server_error" : "invalid_input";
  }
}
