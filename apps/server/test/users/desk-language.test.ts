// GET/PUT /api/owner/desk-language (decision 084): each owner's desk is in English or Malayalam as she chose, kept on
// her account; anything else is a 400 naming the field; a shopper cannot read or set it.
import { describe, expect, it } from "vitest";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("desk language (%s)", (kind) => {
  const shop = useTestShop(kind, { seed: false, env: { OWNER_EMAILS: "meera@mayil.test,lakshmi@mayil.test" } });

  it("starts in English, keeps Malayalam once she picks it, and another owner's stays her own", async () => {
    const meera = await newShopper(shop.url, { email: "meera@mayil.test", name: "Meera" });
    const lakshmi = await newShopper(shop.url, { email: "lakshmi@mayil.test", name: "Lakshmi" });
    expect(await meera.call("GET", "/api/owner/desk-language")).toEqual({ status: 200, body: { desk_language: "en" } });

    expect(await meera.call("PUT", "/api/owner/desk-language", { desk_language: "ml" })).toEqual({
      status: 200,
      body: { desk_language: "ml" },
    });
    expect(await meera.call("GET", "/api/owner/desk-language")).toEqual({ status: 200, body: { desk_language: "ml" } });
    expect(await lakshmi.call("GET", "/api/owner/desk-language")).toEqual({
      status: 200,
      body: { desk_language: "en" },
    });

    // Signing in again (another phone) finds her choice on her account.
    const meeraElsewhere = await newShopper(shop.url, { email: "meera@mayil.test", name: "Meera" });
    expect((await meeraElsewhere.call("GET", "/api/owner/desk-language")).body).toEqual({ desk_language: "ml" });

    await meera.call("PUT", "/api/owner/desk-language", { desk_language: "en" });
    expect((await meeraElsewhere.call("GET", "/api/owner/desk-language")).body).toEqual({ desk_language: "en" });
  });

  it.each([[{ desk_language: "hi" }], [{ desk_language: "" }], [{ desk_language: 1 }], [{}], [{ language: "ml" }]])(
    "refuses %j with a 400 naming desk_language",
    async (body) => {
      const meera = await newShopper(shop.url, { email: "meera@mayil.test", name: "Meera" });
      const refused = await meera.call<{ field?: string }>("PUT", "/api/owner/desk-language", body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ field: "desk_language" });
      expect((await meera.call("GET", "/api/owner/desk-language")).body).toEqual({ desk_language: "en" });
    },
  );

  it("is not a shopper's to read or set", async () => {
    const shopper = await newShopper(shop.url, { email: "anjali@example.com", name: "Anjali" });
    for (const [method, body] of [["GET"], ["PUT", { desk_language: "ml" }]] as const) {
      expect(await shopper.call(method, "/api/owner/desk-language", body)).toEqual({
        status: 403,
        body: { code: "forbidden", error: expect.any(String) },
      });
    }
    const signedOut = await fetch(`${shop.url}/api/owner/desk-language`);
    expect(signedOut.status).toBe(401);
  });
});
