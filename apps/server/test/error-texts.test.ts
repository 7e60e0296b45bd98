// Every error a shopper or the owner reads begins with a capital letter (docs/shop/rules.md#errors), whichever schema
// or service wrote it: walked over HTTP through every endpoint of the contract with bodies and parameters it must
// refuse.
import { allEndpoints } from "@mayil/core/api/all-endpoints";
import { sentenceCase } from "@mayil/core/text/sentence-case";
import { describe, expect, it } from "vitest";
import { signIn } from "./sign-in";
import { databaseKinds, useTestShop } from "./test-app";

describe("sentenceCase", () => {
  it("capitalises the first letter only", () => {
    expect(sentenceCase("variant_id is required: pick a colour")).toBe("Variant_id is required: pick a colour");
    expect(sentenceCase("quantity must be 1 or more")).toBe("Quantity must be 1 or more");
    expect(sentenceCase("Product not found")).toBe("Product not found");
    expect(sentenceCase("“earing” is already in a group")).toBe("“earing” is already in a group");
    expect(sentenceCase("items.0.quantity: Invalid input")).toBe("Items.0.quantity: Invalid input");
  });
});

describe.each(databaseKinds)("error texts over HTTP (%s)", (kind) => {
  const shop = useTestShop(kind);

  it("begin with a capital letter on every endpoint, for bodies and parameters it refuses", {
    timeout: 120_000,
  }, async () => {
    const owner = await signIn(shop.url, { email: "owner@mayil.test", name: "Owner" });
    const refusals: string[] = [];
    const bodies = [{}, { quantity: -1, variant_id: "x", words: ["a"], status: "nope", amount: "-1", name: "" }];
    for (const endpoint of allEndpoints) {
      if (endpoint.encoding === "multipart") continue;
      const path = `/api${endpoint.path.replace(/:(\w+)/g, (_all, name: string) => (name === "term" ? "ring" : "1"))}`;
      const sends = endpoint.method === "GET" || endpoint.method === "DELETE" ? [undefined] : bodies;
      for (const body of sends) {
        const response = await fetch(`${shop.url}${path}${endpoint.method === "GET" ? "?limit=-1&page=0" : ""}`, {
          method: endpoint.method,
          headers: {
            authorization: `Bearer ${owner.token}`,
            ...(body ? { "content-type": "application/json" } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          redirect: "manual",
        });
        if (response.status < 400 || response.status >= 500) continue;
        const refusal = (await response.json()) as { error?: string; issues?: { message: string }[] };
        for (const text of [refusal.error ?? "", ...(refusal.issues ?? []).map((issue) => issue.message)]) {
          refusals.push(`${endpoint.method} ${endpoint.path} ${response.status}: ${text}`);
        }
      }
    }
    // The walk means something only if it met many refusals.
    expect(refusals.length).toBeGreaterThan(40);
    expect(refusals.filter((line) => /^\S+ \S+ \d+: [a-z]/.test(line))).toEqual([]);
  });
});
