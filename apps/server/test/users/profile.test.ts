// PUT /api/users/profile: name, email and an Indian mobile, with the spec's exact messages, stored as E.164.
import { describe, expect, it } from "vitest";
import { asShopper, signIn } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

const valid = { name: "Anjali Nair", email: "anjali@example.com", phone: "+91 98470 12345" };

describe.each(databaseKinds)("profile (%s)", (kind) => {
  const shop = useTestShop(kind, { seed: false });

  it("saves the profile, responding with success, message and the user with the phone in E.164", async () => {
    const { token, user } = await signIn(shop.url, { email: "g@example.com", name: "From Google" });
    const saved = await asShopper(shop.url, token, "PUT", "/api/users/profile", valid);
    expect(saved).toEqual({
      status: 200,
      body: {
        success: true,
        message: "Profile updated",
        user: { ...user, name: "Anjali Nair", email: "anjali@example.com", phone: "+919847012345" },
      },
    });
    const me = await asShopper<{ user: unknown }>(shop.url, token, "GET", "/api/auth/me");
    expect(me.body.user).toEqual((saved.body as { user: unknown }).user);
  });

  it.each([
    [{ ...valid, phone: "" }, "Phone number is required", "phone"],
    [{ name: valid.name, email: valid.email }, "Phone number is required", "phone"],
    [{ ...valid, phone: "+1 415 555 2671" }, "Please enter a valid Indian mobile number", "phone"],
    [{ ...valid, phone: "+9198470123" }, "Indian mobile number must be 10 digits", "phone"],
    [{ ...valid, phone: "+91984701234567" }, "Indian mobile number must be 10 digits", "phone"],
    [{ ...valid, phone: "+915847012345" }, "Invalid Indian mobile number format", "phone"],
    [{ ...valid, phone: "+91 98470 1234x" }, "Invalid phone number format", "phone"],
    [{ ...valid, name: " " }, "Name is required", "name"],
    [{ ...valid, email: "" }, "Email is required", "email"],
    [{ ...valid, email: "anjali@" }, "Please enter a valid email address", "email"],
  ])("refuses %j with 400 %j", async (body, error, field) => {
    const { token, user } = await signIn(shop.url, { email: "v@example.com", name: "Validation" });
    const response = await asShopper<{ error: string; field: string }>(
      shop.url,
      token,
      "PUT",
      "/api/users/profile",
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error, field });
    // Nothing was changed.
    const me = await asShopper<{ user: unknown }>(shop.url, token, "GET", "/api/auth/me");
    expect(me.body.user).toEqual(user);
  });

  it("takes a number typed as people type it (98470 44444, 098470-44444) and keeps it as E.164", async () => {
    const { token } = await signIn(shop.url, { email: "plain@example.com", name: "Plain" });
    for (const typed of ["9847044444", "98470 44444", "098470-44444"]) {
      const saved = await asShopper<{ user: { phone: string } }>(shop.url, token, "PUT", "/api/users/profile", {
        ...valid,
        phone: typed,
      });
      expect([typed, saved.status, saved.body.user.phone]).toEqual([typed, 200, "+919847044444"]);
    }
  });

  it("lists every problem of the form at once for the form to show beside each field", async () => {
    const { token } = await signIn(shop.url, { email: "all@example.com", name: "All" });
    const response = await asShopper(shop.url, token, "PUT", "/api/users/profile", {
      name: "",
      email: "x",
      phone: "1",
    });
    expect(response.body).toEqual({
      error: "Name is required",
      code: "invalid_input",
      field: "name",
      issues: [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Please enter a valid email address" },
        { field: "phone", message: "Phone number is too short" },
      ],
    });
  });

  it("asks for a sign-in before looking at the form", async () => {
    expect(await asShopper(shop.url, null, "PUT", "/api/users/profile", { name: "" })).toEqual({
      status: 401,
      body: { code: "unauthenticated", error: "Please login" },
    });
  });

  it("says what is wrong with a body that is not JSON", async () => {
    const { token } = await signIn(shop.url, { email: "json@example.com", name: "Json" });
    const response = await fetch(`${shop.url}/api/users/profile`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{name:",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/JSON/);
    const noBody = await asShopper(shop.url, token, "PUT", "/api/users/profile");
    expect(noBody).toMatchObject({
      status: 400,
      body: { code: "invalid_input", error: "Send the details as a JSON object" },
    });
  });
});
