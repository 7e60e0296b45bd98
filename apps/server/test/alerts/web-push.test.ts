// Alerts on the owner's closed desk (decision 056): a device the owner subscribes is pushed each alert, encrypted
// for that device alone and signed with the shop's VAPID key, through the push service the browser named; a device
// the push service says is gone (410) is removed. A local HTTP server stands in for the push service, and the test
// plays the browser: it makes the P-256 key pair and auth secret a browser would, and decrypts what arrives with them.
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";
import type { PushDevice, PushDevicesResponse, PushKeyResponse } from "@mayil/core/alerts/web-push-schemas";
import { decrypt } from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placedOrder, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct } from "../shop-fixtures";
import { setCount } from "../stock/stock-fixtures";
import { databaseKinds, useTestShop } from "../test-app";

interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/** The push service: records every POST and responds with the status the test sets. */
async function standInPushService() {
  const received: Received[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    respondWith: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser's PushManager.subscribe makes: its own P-256 key pair and a 16-byte auth secret. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}

/** Waits until `check` holds (a push leaves after the order's response). */
async function eventually(check: () => boolean, what: string, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Checks the VAPID JWT (RFC 8292) the way a push service does: signed ES256 by the shop's public key, for its origin. */
function checkVapid(authorization: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  expect(match, `Authorization: ${authorization}`).not.toBeNull();
  const [, token = "", key = ""] = match ?? [];
  expect(key).toBe(publicKey);
  const [header = "", claims = "", signature = ""] = token.split(".");
  const raw = Buffer.from(publicKey, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: raw.subarray(1, 33).toString("base64url"),
    y: raw.subarray(33, 65).toString("base64url"),
  };
  const signedBy = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(signedBy, "the JWT is signed by the shop's VAPID key").toBe(true);
  const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(body.aud).toBe(audience);
  expect(body.sub).toMatch(/^mailto:/);
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
}

describe.each(databaseKinds)("Web Push to the owner's devices (%s)", (kind) => {
  const shop = useTestShop(kind);
  let pushService: Awaited<ReturnType<typeof standInPushService>>;
  beforeAll(async () => {
    pushService = await standInPushService();
  });
  afterAll(async () => pushService?.close());

  it("pushes a shopper's new order to her subscribed phone, encrypted for it; a 410 removes the device", async () => {
    const owner = await signInOwner(shop);
    const key = await owner.call<PushKeyResponse>("GET", "/api/owner/push/key");
    expect(key.status).toBe(200);
    const publicKey = key.body.public_key;
    if (!publicKey) throw new Error(`push is off: ${key.body.off_reason}`);
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);

    const phone = browserSubscription(`${pushService.origin}/push/phone-1`);
    const saved = await owner.call<PushDevice>("POST", "/api/owner/push/devices", {
      ...phone.json,
      device_name: "Chrome on Android",
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ device_name: "Chrome on Android", last_sent_at: null, last_failure: null });

    const shopper = await signInShopper(shop, "lakshmi@example.com", "Lakshmi Menon");
    // Plenty left after the orders, so no "running out" alert joins the order's.
    const product = await plainProduct(shop, { stock: 1 });
    await setCount(shop, owner, { product_id: product.id }, 50);
    const order = await placedOrder(shopper, [{ product_id: product.id, quantity: 2 }]);

    await eventually(() => pushService.received.length >= 1, "the push");
    // One alert, one push: not one per process or per listener.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.received).toHaveLength(1);
    const push = pushService.received[0];
    if (!push) throw new Error("no push");
    expect(push.path).toBe("/push/phone-1");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.headers.urgency).toBe("high");
    expect(push.headers.topic).toBe(`placed-${order.id}`);
    checkVapid(push.headers.authorization, publicKey, pushService.origin);

    // Only this phone's private key and auth secret open it.
    const alert = JSON.parse(
      decrypt(push.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth }).toString("utf8"),
    ) as DeskAlert;
    expect(alert).toMatchObject({ kind: "order_placed", path: `/owner/orders/${order.id}`, order_id: order.id });
    expect(alert.title).toBe(`New order ${order.order_number}`);
    // Only her desk's language travels: the Malayalam stays behind for an English desk.
    expect(alert.ml).toBeUndefined();
    // No phone number or address travels through the push service.
    expect(JSON.stringify(alert)).not.toMatch(/98765|\+91/);
    const stranger = browserSubscription(phone.json.endpoint);
    expect(() =>
      decrypt(push.body, { version: "aes128gcm", privateKey: stranger.ecdh, authSecret: stranger.auth }),
    ).toThrow();

    const listed = await owner.call<PushDevicesResponse>("GET", "/api/owner/push/devices");
    expect(listed.body.devices).toHaveLength(1);
    expect(listed.body.devices[0]?.last_sent_at).not.toBeNull();

    // The phone's browser unsubscribed: the push service responds 410, and the shop forgets the device.
    pushService.respondWith(410);
    await placedOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    await eventually(() => pushService.received.length >= 2, "the second push");
    let devices: PushDevice[] = [{} as PushDevice];
    const until = Date.now() + 5000;
    while (devices.length > 0 && Date.now() < until) {
      devices = (await owner.call<PushDevicesResponse>("GET", "/api/owner/push/devices")).body.devices;
      if (devices.length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(devices).toEqual([]);
    pushService.respondWith(201);
  });

  it("pushes in Malayalam to an owner who keeps her desk in Malayalam", async () => {
    const owner = await signInOwner(shop);
    const phone = browserSubscription(`${pushService.origin}/push/phone-ml`);
    const saved = await owner.call<PushDevice>("POST", "/api/owner/push/devices", {
      ...phone.json,
      device_name: "Her phone",
    });
    expect(saved.status).toBe(201);
    expect((await owner.call("PUT", "/api/owner/desk-language", { desk_language: "ml" })).status).toBe(200);
    try {
      const shopper = await signInShopper(shop, "meera@example.com", "Meera Nair");
      const product = await plainProduct(shop, { stock: 1 });
      await setCount(shop, owner, { product_id: product.id }, 50);
      const order = await placedOrder(shopper, [{ product_id: product.id, quantity: 2 }]);
      const toHer = () => pushService.received.filter((push) => push.path === "/push/phone-ml");
      await eventually(() => toHer().length >= 1, "the push in Malayalam");
      const push = toHer()[0];
      if (!push) throw new Error("no push");
      const alert = JSON.parse(
        decrypt(push.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth }).toString("utf8"),
      ) as DeskAlert;
      expect(alert).toMatchObject({ kind: "order_placed", path: `/owner/orders/${order.id}` });
      expect(alert.title).toBe(`പുതിയ ഓർഡർ ${order.order_number}`);
      expect(alert.body).toMatch(/^\S+ · 2 ആഭരണങ്ങൾ · ₹/);
      expect(alert.ml).toBeUndefined();
    } finally {
      await owner.call("PUT", "/api/owner/desk-language", { desk_language: "en" });
      await owner.call("DELETE", `/api/owner/push/devices/${saved.body.id}`);
    }
  });

  it("keeps another refusal on the device, and lets her remove a device herself", async () => {
    const owner = await signInOwner(shop);
    const tablet = browserSubscription(`${pushService.origin}/push/tablet`);
    const saved = await owner.call<PushDevice>("POST", "/api/owner/push/devices", {
      ...tablet.json,
      device_name: "Firefox on Android",
    });
    expect(saved.status).toBe(201);
    pushService.respondWith(500);
    const before = pushService.received.length;
    const shopper = await signInShopper(shop, "beena@example.com", "Beena");
    const product = await plainProduct(shop, { stock: 1, skip: 1 });
    await setCount(shop, owner, { product_id: product.id }, 50);
    await placedOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    await eventually(() => pushService.received.length > before, "the push");
    let device: PushDevice | undefined;
    const until = Date.now() + 5000;
    while (!device?.last_failure && Date.now() < until) {
      device = (await owner.call<PushDevicesResponse>("GET", "/api/owner/push/devices")).body.devices[0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(device?.last_failure).toMatch(/Refused by the push service \(500/);
    pushService.respondWith(201);

    const removed = await owner.call<PushDevicesResponse>("DELETE", `/api/owner/push/devices/${saved.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.devices).toEqual([]);
    expect((await owner.call("DELETE", `/api/owner/push/devices/${saved.body.id}`)).status).toBe(404);
  });

  it("refuses endpoints that are not a push service, bad keys, and shoppers", async () => {
    const owner = await signInOwner(shop);
    const good = browserSubscription("https://fcm.googleapis.com/fcm/send/abc");
    for (const endpoint of [
      "http://169.254.169.254/latest/meta-data",
      "https://internal.example/push",
      "https://fcm.googleapis.com.evil.example/x",
      "https://fcm.googleapis.com:8443/x",
      "file:///etc/passwd",
    ]) {
      const refused = await owner.call<{ error: string; field?: string }>("POST", "/api/owner/push/devices", {
        ...good.json,
        endpoint,
        device_name: "Phone",
      });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.field, endpoint).toBe("endpoint");
    }
    const badKey = await owner.call<{ error: string; field?: string }>("POST", "/api/owner/push/devices", {
      ...good.json,
      keys: { ...good.json.keys, auth: "c2hvcnQ" },
      device_name: "Phone",
    });
    expect(badKey.status).toBe(400);
    const accepted = await owner.call<PushDevice>("POST", "/api/owner/push/devices", {
      ...good.json,
      device_name: "Chrome on Android",
    });
    expect(accepted.status).toBe(201);
    await owner.call("DELETE", `/api/owner/push/devices/${accepted.body.id}`);

    const shopper = await signInShopper(shop, "chitra@example.com", "Chitra");
    expect((await shopper.call("GET", "/api/owner/push/key")).status).toBe(403);
    expect((await shopper.call("POST", "/api/owner/push/devices", { ...good.json, device_name: "x" })).status).toBe(
      403,
    );
    expect((await fetch(`${shop.url}/api/owner/push/devices`)).status).toBe(401);
  });
});
