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
  /**
   * Cash on delivery refused for this order by the owner's rules (decision 083): she may pay now instead (details:
   * `rule`, one of core's COD_RULES, such as `cod_above_maximum`).
   */
  "cod_refused",
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

/** The status each specific code the server sends goes with (`offline_write` never leaves the phone). */
export const STATUS_OF_SPECIFIC_CODE = {
  out_of_stock: 409,
  only_n_left: 409,
  utr_taken: 409,
  invalid_transition: 409,
  limit_reached: 409,
  // A 400 like any choice the order's facts rule out: the same order paid now is accepted.
  cod_refused: 400,
} as const satisfies Partial<Record<SpecificErrorCode, number>>;

/** A specific code the server sends: what an endpoint's declaration lists in its `codes`. */
export type ServerSpecificCode = keyof typeof STATUS_OF_SPECIFIC_CODE;

/**
 * What any endpoint may be refused with, whatever it declares, because the refusal comes before the endpoint is
 * reached or from beneath it: an address or query that cannot be read (a NUL byte, a parameter it does not take, a
 * value too long: the request guard refuses these on every route), a body too large or of a type it does not speak,
 * a request too slow to arrive, too many requests from one address, the database out of reach, a restart under way,
 * and a fault of the shop's own.
 */
export const REFUSALS_OF_EVERY_ENDPOINT: Readonly<Record<number, readonly GeneralErrorCode[]>> = {
  400: ["bad_address", "invalid_input"],
  408: ["timed_out"],
  413: ["too_large"],
  414: ["bad_address"],
  415: ["not_supported"],
  429: ["too_many_requests"],
  500: ["server_error"],
  503: ["busy", "database_unavailable"],
};

/**
 * The codes an endpoint may send, status by status: each declared status's general code, each declared specific code
 * under its own status, and what every endpoint may be refused with. Throws when a specific code's status is not
 * among the declared ones: the declaration contradicts itself.
 */
export function refusalsOf(
  name: string,
  statuses: readonly number[],
  codes: readonly ServerSpecificCode[],
): Readonly<Record<number, readonly ErrorCode[]>> {
  const refusals = new Map<number, Set<ErrorCode>>();
  const add = (status: number, code: ErrorCode) => refusals.set(status, (refusals.get(status) ?? new Set()).add(code));
  for (const status of statuses) add(status, generalCodeOfStatus(status));
  for (const code of codes) {
    const status = STATUS_OF_SPECIFIC_CODE[code];
    if (!statuses.includes(status))
      throw new Error(`${name} declares ${code}, sent with ${status}, not among its errors`);
    add(status, code);
  }
  for (const [status, general] of Object.entries(REFUSALS_OF_EVERY_ENDPOINT)) {
    for (const code of general) add(Number(status), code);
  }
  return Object.fromEntries([...refusals].map(([status, set]) => [status, [...set]]));
}

/** Whether an endpoint's refusals (refusalsOf) include this status with this code. */
export const mayRefuse = (
  refusals: Readonly<Record<number, readonly ErrorCode[]>>,
  status: number,
  code: unknown,
): boolean => refusals[status]?.some((declared) => declared === code) ?? false;

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
