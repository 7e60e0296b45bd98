// Delivery addresses: CRUD with the spec's responses, exactly one default, every validation message, and nobody
// reading or changing another shopper's addresses.
import type { Address } from "@mayil/core/account/account-schemas";
import { describe, expect, it } from "vitest";
import { MAX_ADDRESSES_PER_USER } from "../../src/modules/users/address-service";
import { asShopper, newShopper as signedIn } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

const home = {
  name: "Anjali Nair",
  phone: "+919847012345",
  address: "TC 12/345, Pattom Palace Road\nNear the post office",
  pincode: "695004",
  city: "Thiruvananthapuram",
  state: "Kerala",
};
const office = { ...home, name: "Anjali (office)", address: "Technopark Phase 1, Kazhakkoottam", pincode: "695581" };
const parents = { ...home, name: "Amma", phone: "919447000111", address: "Near Kachani junction", pincode: "695013" };

type AddressResponse = { success: true; message: string; address: Address };

describe.each(databaseKinds)("addresses (%s)", (kind) => {
  const shop = useTestShop(kind, { seed: false });
  let n = 0;
  const newShopper = async () => {
    const { token, call } = await signedIn(shop.url, { email: `addr${++n}@example.com`, name: `Shopper ${n}` });
    const list = async () => (await call<{ addresses: Address[] }>("GET", "/api/users/addresses")).body.addresses;
    const add = async (body: unknown) =>
      (await call<AddressResponse>("POST", "/api/users/addresses", body)).body.address;
    return { token, call, list, add };
  };
  const defaults = (addresses: Address[]) => addresses.filter((a) => a.is_default).map((a) => a.name);

  it("starts empty, and the first address becomes the default", async () => {
    const shopper = await newShopper();
    expect(await shopper.list()).toEqual([]);
    const added = await shopper.call("POST", "/api/users/addresses", home);
    expect(added).toEqual({
      status: 201,
      body: {
        success: true,
        message: "Address added",
        address: { id: expect.any(Number), ...home, is_default: true, created_at: expect.any(String) },
      },
    });
    await shopper.add(office);
    const list = await shopper.list();
    expect(list.map((a) => [a.name, a.is_default])).toEqual([
      ["Anjali Nair", true],
      ["Anjali (office)", false],
    ]);
  });

  it("stores the phone as E.164 and keeps the address's line breaks", async () => {
    const shopper = await newShopper();
    const added = await shopper.add(parents);
    expect(added.phone).toBe("+919447000111");
    expect(added.address).toBe("Near Kachani junction");
    expect((await shopper.add(home)).address).toContain("\n");
  });

  it("moves the default when a new address asks for it, and with Set Default", async () => {
    const shopper = await newShopper();
    const first = await shopper.add(home);
    const second = await shopper.add({ ...office, is_default: true });
    expect(second.is_default).toBe(true);
    expect(defaults(await shopper.list())).toEqual(["Anjali (office)"]);

    const set = await shopper.call("PUT", `/api/users/addresses/${first.id}/default`);
    expect(set).toEqual({
      status: 200,
      body: { success: true, message: "Default address set", address: { ...first, is_default: true } },
    });
    const list = await shopper.list();
    expect(defaults(list)).toEqual(["Anjali Nair"]);
    expect(list[0]?.id).toBe(first.id); // the default comes first
  });

  it("updates an address in place; is_default false never leaves the shopper without a default", async () => {
    const shopper = await newShopper();
    const first = await shopper.add(home);
    const updated = await shopper.call("PUT", `/api/users/addresses/${first.id}`, {
      ...home,
      city: "Kochi",
      pincode: "682001",
      is_default: false,
    });
    expect(updated).toEqual({
      status: 200,
      body: { success: true, message: "Address updated", address: { ...first, city: "Kochi", pincode: "682001" } },
    });
    expect(defaults(await shopper.list())).toEqual(["Anjali Nair"]);

    const second = await shopper.add(office);
    await shopper.call("PUT", `/api/users/addresses/${second.id}`, { ...office, is_default: true });
    expect(defaults(await shopper.list())).toEqual(["Anjali (office)"]);
  });

  it("deleting the default makes the oldest remaining address the default", async () => {
    const shopper = await newShopper();
    const first = await shopper.add(home);
    const second = await shopper.add(office);
    await shopper.add(parents);
    await shopper.call("PUT", `/api/users/addresses/${second.id}/default`);

    const deleted = await shopper.call("DELETE", `/api/users/addresses/${second.id}`);
    expect(deleted).toEqual({ status: 200, body: { success: true, message: "Address deleted" } });
    const list = await shopper.list();
    expect(list.map((a) => a.name)).toEqual(["Anjali Nair", "Amma"]);
    expect(defaults(list)).toEqual(["Anjali Nair"]);

    // Deleting one that is not the default leaves the default alone.
    await shopper.call("DELETE", `/api/users/addresses/${list[1]?.id}`);
    expect(defaults(await shopper.list())).toEqual(["Anjali Nair"]);
    await shopper.call("DELETE", `/api/users/addresses/${first.id}`);
    expect(await shopper.list()).toEqual([]);
  });

  it("keeps exactly one default when several first addresses arrive at once", async () => {
    const shopper = await newShopper();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => shopper.call("POST", "/api/users/addresses", { ...home, name: `Home ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(defaults(await shopper.list())).toHaveLength(1);
  });

  it(`stops at ${MAX_ADDRESSES_PER_USER} addresses with a 409 saying why`, async () => {
    const shopper = await newShopper();
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i++) await shopper.add({ ...home, name: `Home ${i}` });
    expect(await shopper.call("POST", "/api/users/addresses", home)).toEqual({
      status: 409,
      body: {
        code: "limit_reached",
        error: `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Please delete one first.`,
        details: { limit: MAX_ADDRESSES_PER_USER },
      },
    });
  });

  describe("another shopper's address", () => {
    it("cannot be read, changed, deleted or made default: 404, and the owner's address is untouched", async () => {
      const anjali = await newShopper();
      const meera = await newShopper();
      const anjalisHome = await anjali.add(home);
      await meera.add(office);

      expect((await meera.list()).map((a) => a.name)).toEqual(["Anjali (office)"]);
      const notFound = { status: 404, body: { code: "not_found", error: "Address not found" } };
      expect(
        await meera.call("PUT", `/api/users/addresses/${anjalisHome.id}`, { ...office, name: "Hijacked" }),
      ).toEqual(notFound);
      expect(await meera.call("DELETE", `/api/users/addresses/${anjalisHome.id}`)).toEqual(notFound);
      expect(await meera.call("PUT", `/api/users/addresses/${anjalisHome.id}/default`)).toEqual(notFound);

      expect(await anjali.list()).toEqual([anjalisHome]);
      expect(defaults(await meera.list())).toEqual(["Anjali (office)"]);
    });

    it("responds with 404 for an address that does not exist, and 400 for an id that is not a number", async () => {
      const shopper = await newShopper();
      expect(await shopper.call("DELETE", "/api/users/addresses/999999")).toEqual({
        status: 404,
        body: { code: "not_found", error: "Address not found" },
      });
      const bad = await shopper.call<{ error: string }>("PUT", "/api/users/addresses/abc/default");
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/id must be a whole number/);
    });
  });

  it.each([
    ["name", "Name is required"],
    ["phone", "Phone number is required"],
    ["address", "Address is required"],
    ["pincode", "Pincode is required"],
    ["city", "City is required"],
    ["state", "State is required"],
  ] as const)("refuses an address without %s: %j", async (field, error) => {
    const shopper = await newShopper();
    const { [field]: _missing, ...withoutIt } = home;
    for (const body of [withoutIt, { ...home, [field]: "" }, { ...home, [field]: "   " }]) {
      const response = await shopper.call("POST", "/api/users/addresses", body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error, field });
    }
    expect(await shopper.list()).toEqual([]);
  });

  it.each([
    [{ pincode: "69500" }, "Pincode must be 6 digits"],
    [{ pincode: "6950041" }, "Pincode must be 6 digits"],
    [{ pincode: "69 5004" }, "Pincode must be 6 digits"],
    [{ phone: "+1 415 555 2671" }, "Please enter a valid Indian mobile number"],
    [{ phone: "+91 98470" }, "Indian mobile number must be 10 digits"],
    [{ phone: "+91 18470 12345" }, "Invalid Indian mobile number format"],
    [{ city: "x".repeat(101) }, "City must be at most 100 characters"],
    [{ is_default: "yes" }, "Is_default must be true or false"],
  ])("refuses %j with %j, on add and on update", async (change, error) => {
    const shopper = await newShopper();
    expect((await shopper.call("POST", "/api/users/addresses", { ...home, ...change })).body).toMatchObject({ error });
    const saved = await shopper.add(home);
    const update = await shopper.call("PUT", `/api/users/addresses/${saved.id}`, { ...home, ...change });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ error });
    expect(await shopper.list()).toEqual([saved]);
  });

  it("asks for a sign-in on every address endpoint", async () => {
    for (const [method, path] of [
      ["GET", "/api/users/addresses"],
      ["POST", "/api/users/addresses"],
      ["PUT", "/api/users/addresses/1"],
      ["DELETE", "/api/users/addresses/1"],
      ["PUT", "/api/users/addresses/1/default"],
    ] as const) {
      expect(await asShopper(shop.url, null, method, path), `${method} ${path}`).toEqual({
        status: 401,
        body: { code: "unauthenticated", error: "Please login" },
      });
    }
  });

  it("is never cached by the browser or a proxy", async () => {
    const shopper = await newShopper();
    const response = await fetch(`${shop.url}/api/users/addresses`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
