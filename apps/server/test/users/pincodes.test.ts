// GET /api/pincodes/{pincode}: India Post's directory for the address forms (city and state from the PIN).
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestShop } from "../test-app";

describe.each(databaseKinds)("PIN codes (%s)", (kind) => {
  const shop = useTestShop(kind, { seed: false });

  it("gives a PIN's city, state and post offices, as an address writes them, cacheable for a day", async () => {
    const response = await fetch(`${shop.url}/api/pincodes/695004`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const { place } = (await response.json()) as { place: { post_offices: string[] } };
    expect(place).toMatchObject({ pincode: "695004", city: "Thiruvananthapuram", state: "Kerala" });
    expect(place.post_offices.length).toBeGreaterThan(0);
    // A PIN anywhere in India, with a state whose name has a small word in it.
    expect((await shop.get("/api/pincodes/110001")).body).toMatchObject({
      place: { city: "New Delhi", state: "Delhi" },
    });
    expect((await shop.get("/api/pincodes/190001")).body).toMatchObject({ place: { state: "Jammu and Kashmir" } });
  });

  it("gives the city an address writes, not India Post's district: a metro's districts are the metro", async () => {
    const cities = await Promise.all(
      [
        // India Post's district: "Bengaluru Urban".
        ["560038", "Bengaluru", "Karnataka"],
        // "Bengaluru Rural", inside Bengaluru's own PINs.
        ["560100", "Bengaluru", "Karnataka"],
        ["695001", "Thiruvananthapuram", "Kerala"],
        ["400001", "Mumbai", "Maharashtra"],
        // "Mumbai Suburban" (Bandra West).
        ["400050", "Mumbai", "Maharashtra"],
        // Thane is a city of its own, though its PINs begin with Mumbai's 400.
        ["400601", "Thane", "Maharashtra"],
        ["110001", "New Delhi", "Delhi"],
        // Delhi's "South" district.
        ["110017", "Delhi", "Delhi"],
        ["600001", "Chennai", "Tamil Nadu"],
        // Gachibowli, in India Post's "Ranga Reddy".
        ["500032", "Hyderabad", "Telangana"],
        // Salt Lake, in "24 Paraganas North".
        ["700091", "Kolkata", "West Bengal"],
        // India Post's "Ahmadabad".
        ["380001", "Ahmedabad", "Gujarat"],
        // Sikkim's "East District".
        ["737101", "Gangtok", "Sikkim"],
      ].map(async ([pin, city, state]) => {
        const { place } = (await shop.get<{ place: { city: string; state: string } }>(`/api/pincodes/${pin}`)).body;
        return [pin, place.city, place.state, city, state];
      }),
    );
    for (const [pin, city, state, wantedCity, wantedState] of cities) {
      expect([pin, city, state]).toEqual([pin, wantedCity, wantedState]);
    }
  });

  it("says a PIN India Post does not have was not found, and a malformed one what a PIN looks like", async () => {
    expect(await shop.get("/api/pincodes/999999")).toMatchObject({
      status: 404,
      body: { code: "not_found", error: "PIN code 999999 was not found. Please check it." },
    });
    // A sorting hub's PIN names no district or state in the directory: not placed, rather than the city "Na".
    expect(await shop.get("/api/pincodes/121999")).toMatchObject({
      status: 404,
      body: { code: "not_found", error: "PIN code 121999 was not found. Please check it." },
    });
    for (const bad of ["69500", "6950041", "095004", "69500x"]) {
      const response = await shop.get<{ error: string }>(`/api/pincodes/${bad}`);
      expect([bad, response.status, response.body.error]).toEqual([bad, 400, expect.stringContaining("6 digits")]);
    }
  });

  it("responses many shoppers at once from one read of the directory", async () => {
    const pins = ["695001", "682001", "600001", "560001", "400001", "700001", "500001", "380001"];
    const responses = await Promise.all(
      pins.map((pin) => shop.get<{ place: { pincode: string } }>(`/api/pincodes/${pin}`)),
    );
    expect(responses.map((a) => [a.status, a.body.place.pincode])).toEqual(pins.map((pin) => [200, pin]));
  });
});
