// The API's refusals said by their code: a code the shopper meets is the catalogue's message with the refusal's
// figures, a screen's own message for its code wins, a failure that is not the shop's is the screen's fallback, and
// only a code with no message shows the server's words.
import { ApiError } from "@mayil/core/api/api-client";
import type { ErrorCode, ErrorDetails } from "@mayil/core/api/error-codes";
import { checkoutToasts } from "@mayil/core/shopping/checkout-check";
import { describe, expect, it } from "vitest";
import type { MessageId, MessageValues } from "./messages";
import { refusalMessage } from "./refusal-messages";

/** Says a message as its id and values, so each test sees which message was chosen with what. */
const t = (id: MessageId, values?: MessageValues) => (values ? `${id} ${JSON.stringify(values)}` : id);

const refused = (code: ErrorCode, words = "The server's English words", details: ErrorDetails = {}) =>
  new ApiError(words, 409, [], code, details);

describe("refusalMessage", () => {
  it("says stock refusals by their code, with how many are left", () => {
    expect(refusalMessage(t, refused("out_of_stock"), "frame.toast.addFailed")).toBe("frame.refusal.outOfStock");
    expect(refusalMessage(t, refused("only_n_left", "Only 2 left", { available: 2 }), "frame.toast.addFailed")).toBe(
      'frame.refusal.onlyLeft {"available":2}',
    );
    // Without the figure the words cannot be put together: the screen's own fallback, not the server's English.
    expect(refusalMessage(t, refused("only_n_left"), "frame.toast.addFailed")).toBe("frame.toast.addFailed");
  });

  it("takes the screen's own message for a code before its own", () => {
    const said = { limit_reached: (details: ErrorDetails) => t("frame.refusal.cartFull", { limit: details.limit }) };
    expect(refusalMessage(t, refused("limit_reached", "full", { limit: 50 }), "frame.toast.addFailed", said)).toBe(
      'frame.refusal.cartFull {"limit":50}',
    );
  });

  it("says a broken contract rule through its message, and any other invalid input as the screen's fallback", () => {
    const missing = new ApiError(checkoutToasts.missingAddress.description, 400, [], "invalid_input");
    expect(refusalMessage(t, missing, "shopping.saveOrderFailed")).toBe("shopping.contract.missingAddress");
    // In English the message is the contract's words again: still the contract's, not the fallback.
    const english = (id: MessageId) => (id === "account.contract.pincodeDigits" ? "Pincode must be 6 digits" : id);
    const pincode = new ApiError("Pincode must be 6 digits", 400, [], "invalid_input");
    expect(refusalMessage(english, pincode, "account.toast.addAddressFailed")).toBe("Pincode must be 6 digits");
    const other = new ApiError("customer_email: Invalid email address", 400, [], "invalid_input");
    expect(refusalMessage(t, other, "shopping.saveOrderFailed")).toBe("shopping.saveOrderFailed");
  });

  it("says a shop rule without a code in the server's words, which name how many she can order", () => {
    const share =
      "Only 3 of Tennis Bracelet can be ordered at a time now: until we confirm an order, one shopper can keep at most half of what is left of a piece. Please change the quantity to 3.";
    expect(refusalMessage(t, new ApiError(share, 409, [], "conflict"), "shopping.saveOrderFailed")).toBe(share);
  });

  it("says signing in again and waiting a minute in the page's language", () => {
    expect(refusalMessage(t, refused("unauthenticated"), "frame.toast.addFailed")).toBe("frame.refusal.signInAgain");
    expect(refusalMessage(t, refused("too_many_requests"), "frame.toast.addFailed")).toBe("frame.refusal.tooMany");
  });

  it("gives the screen's fallback for the shop's failures and for anything that is not the shop's refusal", () => {
    for (const code of ["server_error", "busy", "database_unavailable", "timed_out", "not_found"] as const) {
      expect(refusalMessage(t, refused(code), "frame.toast.updateFailed")).toBe("frame.toast.updateFailed");
    }
    // A proxy's page: no code of the shop's, so its words are not the shop's either.
    expect(refusalMessage(t, new ApiError("Bad Gateway", 502), "frame.toast.updateFailed")).toBe(
      "frame.toast.updateFailed",
    );
    expect(refusalMessage(t, new TypeError("Failed to fetch"), "frame.toast.updateFailed")).toBe(
      "frame.toast.updateFailed",
    );
  });

  it("shows the server's words only for a code it has no message for", () => {
    expect(refusalMessage(t, refused("utr_taken", "That UPI reference is on SO-0042"), "frame.toast.error")).toBe(
      "That UPI reference is on SO-0042",
    );
  });
});
