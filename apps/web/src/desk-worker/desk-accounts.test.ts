// The kept desk reads are per account: a read is kept and found under the account its bearer token names, so an
// response kept for the owner is never found by a read with another account's token, or none.
import { describe, expect, it } from "vitest";
import { accountOf, keptKeyOf } from "./desk-accounts";

const base64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const tokenFor = (claims: Record<string, unknown>) =>
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.signature`;
const read = (path: string, token?: string) =>
  new Request(`https://shop.test${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("the desk's kept reads, per account", () => {
  it("names the account from the bearer token's subject, and none without a usable token", () => {
    expect(accountOf(read("/api/owner/today", tokenFor({ sub: "7", sid: "s" })))).toBe("7");
    expect(accountOf(read("/api/owner/today"))).toBeNull();
    expect(accountOf(read("/api/owner/today", "not-a-jwt"))).toBeNull();
    expect(accountOf(read("/api/owner/today", "a.%%%.c"))).toBeNull();
    expect(accountOf(read("/api/owner/today", tokenFor({ sid: "no subject" })))).toBeNull();
  });

  it("keeps the same read under different keys for different accounts, and the same key across refreshed tokens", () => {
    const owner = keptKeyOf(read("/api/owner/orders?status=placed", tokenFor({ sub: "1", jti: "a" })));
    const refreshed = keptKeyOf(read("/api/owner/orders?status=placed", tokenFor({ sub: "1", jti: "b" })));
    const other = keptKeyOf(read("/api/owner/orders?status=placed", tokenFor({ sub: "2", jti: "c" })));
    const nobody = keptKeyOf(read("/api/owner/orders?status=placed"));
    expect(refreshed).toBe(owner);
    expect(new Set([owner, other, nobody]).size).toBe(3);
    expect(new URL(owner).searchParams.get("status")).toBe("placed");
  });
});
