// What can go wrong in the shop, in its own words: services throw these, and http/error-handler.ts alone turns each
// kind into an HTTP status. Each message is shown to the shopper as it is; its code (its status's general one, or a
// more specific one given where it is thrown) is what programs read (packages/core/src/api/error-codes.ts).
import type { ErrorDetails, SpecificErrorCode } from "@mayil/core/api/error-codes";

export type DomainErrorKind =
  | "not-found"
  | "gone"
  | "conflict"
  | "invalid-input"
  | "unauthenticated"
  | "forbidden"
  | "too-large"
  | "too-many-requests"
  | "busy";

/** A refusal a program acts on: its specific code, and what it needs to know (how many are left, which states). */
export interface Specific {
  code: SpecificErrorCode;
  details?: ErrorDetails;
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly specific: Specific | undefined;

  constructor(message: string, specific?: Specific) {
    super(message);
    this.specific = specific;
  }
}

/** Asked for more than is left: out of stock when none is, else how many are (the cart and an order alike). */
export const stockShortfall = (available: number): Specific =>
  available <= 0 ? { code: "out_of_stock" } : { code: "only_n_left", details: { available } };

/** What was asked for does not exist, or is not the shopper's to see: an unknown product, order, address. */
export class NotFound extends DomainError {
  readonly kind = "not-found";
  override readonly name = "NotFound";
}

/** What was asked for existed and is withdrawn for good: a product the owner archived (its page says so). */
export class Gone extends DomainError {
  readonly kind = "gone";
  override readonly name = "Gone";
}

/**
 * The request is well-formed but the shop's state refuses it: not enough stock, a piece no longer sold, a cart,
 * wishlist or address book that is full, too many orders waiting.
 */
export class Conflict extends DomainError {
  readonly kind = "conflict";
  override readonly name = "Conflict";
}

/** What the shopper sent cannot be right, whatever the shop's state: a colour the product does not have. */
export class InvalidInput extends DomainError {
  readonly kind = "invalid-input";
  override readonly name = "InvalidInput";

  constructor(
    message: string,
    /** The field at fault ("variant_id", "pickup_location"), when it is one field. */
    readonly field?: string,
    specific?: Specific,
  ) {
    super(message, specific);
  }
}

/** No signed-in shopper: no token, an expired or revoked one, or an account that no longer exists. */
export class Unauthenticated extends DomainError {
  readonly kind = "unauthenticated";
  override readonly name = "Unauthenticated";
}

/** Signed in, but this is not theirs to do: a shopper at the owner's desk. */
export class Forbidden extends DomainError {
  readonly kind = "forbidden";
  override readonly name = "Forbidden";
}

/** What was sent is bigger than the shop takes: a photo over 15 MB, or over the pixels it will decode. */
export class TooLarge extends DomainError {
  readonly kind = "too-large";
  override readonly name = "TooLarge";
}

/** The same shopper (or address) tried too often in a short time. */
export class TooManyRequests extends DomainError {
  readonly kind = "too-many-requests";
  override readonly name = "TooManyRequests";
}

/**
 * The shop is well but cannot take this work now: every printer thread is rendering and the papers' queue is full
 * (modules/printing). A 503 with Retry-After: the same request succeeds a few seconds later.
 */
export class PrinterBusy extends DomainError {
  readonly kind = "busy";
  override readonly name = "PrinterBusy";

  constructor(message = "The printer is busy with other papers just now. Please try again in a few seconds.") {
    super(message);
  }
}

/**
 * The payment gateway did not reply in time, or replied that it could not take the call now (modules/payments): a
 * 503 with Retry-After. Nothing changed on the order; the same request may be made again.
 */
export class GatewayUnavailable extends DomainError {
  readonly kind = "busy";
  override readonly name = "GatewayUnavailable";

  constructor(
    message = "The payment service is not responding just now. Nothing was charged; please try again in a minute.",
  ) {
    super(message);
  }
}
