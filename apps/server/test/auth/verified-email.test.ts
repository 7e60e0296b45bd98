// Who signs in is known by the ID token's claims; the email among them counts only when the provider verified it.
// The owner is recognised by her email (OWNER_EMAILS): an unverified one would let anyone who typed hers into an
// identity provider's account open the owner's desk (decision 012).
import { describe, expect, it } from "vitest";
import { identityOf } from "../../src/modules/auth/sign-in-flow";

const claims = { iss: "https://accounts.google.com", sub: "1234", aud: "client", exp: 0, iat: 0 };

describe("the email of a sign-in", () => {
  it("counts when the provider says it verified it", () => {
    expect(identityOf({ ...claims, email: "owner@mayil.test", email_verified: true }).email).toBe("owner@mayil.test");
  });

  it("does not count when the provider says nothing about it, says no, or says something other than true", () => {
    for (const email_verified of [undefined, false, "true", 1, null]) {
      expect(
        identityOf({ ...claims, email: "owner@mayil.test", email_verified }).email,
        String(email_verified),
      ).toBeNull();
    }
  });
});
