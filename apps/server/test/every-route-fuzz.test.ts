// No request input makes any route respond with 5xx: every route the running app has (read from the app itself) gets
// hostile path parameters, hostile values for each documented query parameter and junk bodies (multipart ones for
// the routes that take a file), as anonymous and as a signed-in shopper (and the owner's routes as the owner);
// /api responses to bad input are JSON errors.

import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { allEndpoints } from "@mayil/core/api/all-endpoints";
import { isErrorCode } from "@mayil/core/api/error-codes";
import { describe, expect, it } from "vitest";
import { signIn } from "./sign-in";
import { databaseKinds, rawGet, rawRequest, useTestShop } from "./test-app";

/** Values as they appear in a URL (already percent-encoded where a browser would encode them). */
const hostileUrlValues = [
  "2147483648",
  "99999999999999999999",
  "9007199254740993",
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x10",
  "0x1",
  "01",
  "1%20",
  "%201",
  "+1",
  "NaN",
  "%00",
  "a%00b",
  "%0A",
  "%1B",
  "%7F",
  "%C0%AF",
  "%FF%FE",
  "%25",
  "%E2%80%AE",
  encodeURIComponent("💍 மோதிரம்"),
  "..%2F..%2Fetc%2Fpasswd",
  "../..",
  "'%20or%201%3D1--",
  "%3Cscript%3E",
  "",
  "%20",
  "x".repeat(1000),
];

/** Values for each field of a JSON body. */
const hostileJsonValues: unknown[] = [
  2147483648,
  1e20,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  1.5,
  "2147483648",
  "\u0000",
  "a\u0000b",
  "\u001b[31m",
  "💍",
  "'; drop table products;--",
  "x".repeat(5000),
  null,
  true,
  [],
  {},
  { $gt: "" },
];

/** Whole bodies that are not what any route expects. */
const junkBodies: { contentType: string; body: string }[] = [
  { contentType: "application/json", body: "{" },
  { contentType: "application/json", body: "null" },
  { contentType: "application/json", body: "[]" },
  { contentType: "application/json", body: '"text"' },
  { contentType: "application/json", body: '{"__proto__":{"admin":true}}' },
  { contentType: "application/json", body: `{"a":"${"x".repeat(300 * 1024)}"}` },
  { contentType: "text/plain", body: "hello\u0000" },
  { contentType: "application/x-www-form-urlencoded", body: "email=%00&name=a%00b&choice=%FF" },
  { contentType: "application/octet-stream", body: "\u0000\u0001\u0002" },
];

/** Multipart bodies (for the routes that take a file): cut off, malformed, misnamed, doubled, junk for a photo. */
const BOUNDARY = "----fuzz7MA4YWxkTrZu0gW";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const END = `--${BOUNDARY}--\r\n`;
const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
  (filename === undefined ? "" : `; filename="${filename}"\r\nContent-Type: image/jpeg`) +
  `\r\n\r\n${value}\r\n`;

function multipartBodies(fields: string[]): { contentType: string; body: string }[] {
  const junkFile = part("file", "\u0000\u0001\u0002 not a photo", "photo.jpg");
  const bodies = [
    END,
    junkFile + END,
    part("file", "", "empty.jpg") + END,
    part("file", "\u00ff\u00d8\u00ff\u00e0\u0000\u0010JFIF cut off", "cut.jpg") + END,
    junkFile + junkFile + END,
    part("photo", "x", "photo.jpg") + END,
    part("__proto__", "x") + junkFile + END,
    part("constructor", "x") + junkFile + END,
    part("file", "never ends", "photo.jpg"),
    `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n${END}`,
    `--${BOUNDARY}\r\n\r\nno headers\r\n${END}`,
    "not multipart at all",
    part("x".repeat(5000), "long name") + junkFile + END,
    ...(Array.from({ length: 30 }, (_, i) => part(`field${i}`, "x")).join("") + junkFile + END),
    ...fields.flatMap((field) =>
      hostileJsonValues.map(
        (value) => part(field, typeof value === "string" ? value : JSON.stringify(value)) + junkFile + END,
      ),
    ),
  ].map((body) => ({ contentType: MULTIPART, body }));
  return [...bodies, { contentType: "multipart/form-data", body: junkFile + END }];
}

/**
 * Our error response: `error` saying what is wrong (a form body adds `field` and `issues`, the spreadsheet import its
 * report); never Fastify's own `{ statusCode, code: "FST_…", error: "Bad Request", message }`.
 */
function isOurErrorShape(refusal: Record<string, unknown>): boolean {
  return typeof refusal.error === "string" && !["statusCode", "message"].some((key) => key in refusal);
}

/** Path parameters that name a row (everything but slugs, search terms, widths, pincodes and file paths). */
const ID_PARAMS = ["id", "productId", "variantId", "imageId", "paymentId", "categoryId"];

/**
 * The server-rendered pages that look a row up by the id in their address (/product/:slug takes an id when it is all
 * digits). The app's other pages (/orders/:id) are the same page whatever follows; the API call they make decides.
 */
const PAGES_BY_ID: Record<string, string> = { "/product/:slug": "slug", "/category/:categoryId": "categoryId" };

/** Ways of writing 1 that are not "1": each used to find row 1 (decision 010); each must now be refused. */
const notQuiteOne = ["0x1", "01", "001", "1e0", "1.0", "1%20", "%201", "+1", "1%00", "%EF%BC%91"];

interface AppRoute {
  path: string;
  methods: string[];
}

/** Every route of the app, read from Fastify's own route tree (hidden routes included, unlike the API document). */
function routesOf(tree: string): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    // "    │   ├── /related (GET, HEAD)": four characters of indent per level, then the segment and its methods.
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line.trimEnd());
    if (!match?.[2]) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    stack.length = depth;
    const parent = stack.at(-1) ?? "";
    const path = `${parent}${match[2] === "*" && !parent.endsWith("/") ? "/" : ""}${match[2]}`;
    stack[depth] = path;
    if (match[3]) routes.push({ path, methods: match[3].split(", ") });
  }
  return routes;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown>; $ref?: string } }> };
}
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
};

/** A stand-in for the built storefront, so the page routes respond as they do in production. */
function webBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mayil-web-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Mayil Jewels</title><div id=root></div>");
  return dir;
}

/** Whether `path` (a query string allowed) is one the route pattern matches, each parameter one segment. */
const reaches = (path: string, route: string) =>
  new RegExp(
    `^${route
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/:\w+/g, "[^/]+")
      .replace(/\*/g, ".*")}(\\?|$)`,
  ).test(path);

/** The contract's endpoint behind each route the server registered, by method and path as Fastify writes them. */
const endpointAt = new Map(allEndpoints.map((endpoint) => [`${endpoint.method} /api${endpoint.path}`, endpoint]));

describe.each(databaseKinds)("every route under hostile input (%s)", (kind) => {
  // Errors are logged (a 500's SQL error would be): none may appear.
  const errorLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLines.push(chunk.toString());
      done();
    },
  });
  // A backup folder the shop can write in: "Back up now" with none is the shop's fault (503), not the input's.
  const backups = mkdtempSync(path.join(os.tmpdir(), "mayil-fuzz-backups-"));
  const shop = useTestShop(kind, {
    webDistDir: webBuild(),
    env: {
      LOG_LEVEL: "error",
      BACKUP_DIR: backups,
      // The payment gateway's keys, so its webhook route is there to be fuzzed (nothing here reaches its API: the fuzz
      // shopper has no order of her own to pay, and a forged webhook is refused before anything is asked).
      RAZORPAY_KEY_ID: "rzp_test_FuzzKey00001",
      RAZORPAY_KEY_SECRET: "fuzz-key-secret",
      RAZORPAY_WEBHOOK_SECRET: "fuzz-webhook-secret",
      RAZORPAY_API_URL: "http://127.0.0.1:9",
    },
    logStream,
  });

  it("never responds with 5xx, and /api errors are JSON", { timeout: 600_000 }, async () => {
    const routes = routesOf(shop.app.printRoutes({ commonPrefix: false }));
    const api = (await shop.get<OpenApiDocument>("/api/docs/json")).body;
    const { token } = await signIn(shop.url, { email: "fuzz@example.com", name: "Fuzz" });
    // The owner's routes respond to a shopper with 403 before reading anything: they get the hostile input as the owner too.
    const owner = await signIn(shop.url, { email: "owner@mayil.test", name: "Owner" });
    const product = (await shop.get<{ products: { id: number; slug: string }[] }>("/api/products?limit=1")).body
      .products[0];
    if (!product) throw new Error("the seeded shop has no products");
    const validParam = (name: string) =>
      name === "slug" ? product.slug : name === "term" ? "ring" : name === "width" ? "320" : String(product.id);

    const operationOf = (path: string, method: string) => {
      const documented = path.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");
      return api.paths[documented]?.[method.toLowerCase()];
    };
    const bodyFieldsOf = (operation: OpenApiOperation | undefined, type = "application/json") => {
      const schema = operation?.requestBody?.content?.[type]?.schema;
      const resolved = schema?.$ref ? api.components?.schemas?.[schema.$ref.split("/").at(-1) ?? ""] : schema;
      return Object.keys(resolved?.properties ?? {});
    };

    const requests: { method: string; path: string; route: string; body?: string; contentType?: string }[] = [];
    for (const route of routes) {
      const params = [...route.path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
      const fill = (name: string, value: string) =>
        route.path.replace(/:(\w+)|\*/g, (_whole, param: string | undefined) =>
          (param ?? "*") === name ? value : validParam(param ?? "*"),
        );
      const validPath = fill("", ""); // no parameter is called "": every one gets its valid value
      const methods = route.methods.filter((method) => !["HEAD", "TRACE", "OPTIONS", "QUERY"].includes(method));
      for (const method of new Set(["GET", ...methods])) {
        const operation = operationOf(route.path, method);
        const queryNames = (operation?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
        const bodyless = method === "GET" || method === "DELETE";
        const send = (path: string) =>
          requests.push(
            bodyless
              ? { method, path, route: route.path }
              : { method, path, route: route.path, body: "{}", contentType: "application/json" },
          );
        for (const name of params) for (const value of hostileUrlValues) send(fill(name, value));
        for (const name of [...queryNames, "unknown_parameter"]) {
          for (const value of hostileUrlValues) send(`${validPath}?${name}=${value}`);
        }
        send(`${validPath}?${queryNames.map((name) => `${name}=%00&${name}=2147483648`).join("&")}`);
        if (bodyless) continue;
        for (const junk of junkBodies) requests.push({ method, path: validPath, route: route.path, ...junk });
        if (operation?.requestBody?.content?.["multipart/form-data"]) {
          const fields = bodyFieldsOf(operation, "multipart/form-data").filter((field) => field !== "file");
          for (const junk of multipartBodies(fields))
            requests.push({ method, path: validPath, route: route.path, ...junk });
        }
        for (const field of bodyFieldsOf(operation)) {
          for (const value of hostileJsonValues) {
            requests.push({
              method,
              path: validPath,
              route: route.path,
              contentType: "application/json",
              body: JSON.stringify({ [field]: value }),
            });
          }
        }
      }
    }
    // Logging out as the shopper would end the session the rest of the run signs in with: do it last.
    requests.sort((a, b) => Number(a.path.includes("/logout")) - Number(b.path.includes("/logout")));

    const failures: string[] = [];
    let sent = 0;
    let checkedAgainstDeclarations = 0;
    const callers = [
      { who: "anonymous", bearer: null, requests },
      { who: "shopper", bearer: token, requests },
      {
        who: "owner",
        bearer: owner.token,
        // The desk's live stream never ends by itself for the owner (it is a stream): its hostile input is what the
        // anonymous and shopper callers send, refused before the stream opens; its own test is test/alerts.
        requests: requests.filter(
          (r) => r.path.startsWith("/api/owner/") && !r.path.startsWith("/api/owner/alerts/stream"),
        ),
      },
    ];
    for (const { who, bearer, requests } of callers) {
      for (let start = 0; start < requests.length; start += 8) {
        await Promise.all(
          requests.slice(start, start + 8).map(async ({ method, path, route, body, contentType }) => {
            const headers: Record<string, string> = {};
            if (bearer) headers.authorization = `Bearer ${bearer}`;
            if (contentType) headers["content-type"] = contentType;
            const response = await rawRequest(shop.url + path, { method, headers, ...(body ? { body } : {}) });
            sent++;
            const what = `${who} ${method} ${path.slice(0, 120)}`;
            if (response.status >= 500) failures.push(`${what} -> ${response.status} ${response.body.slice(0, 120)}`);
            else if (path.startsWith("/api/") && !path.startsWith("/api/docs") && response.status >= 400) {
              const refusal = (() => {
                try {
                  return JSON.parse(response.body) as Record<string, unknown>;
                } catch {
                  return undefined;
                }
              })();
              if (typeof refusal?.error !== "string")
                failures.push(`${what} -> ${response.status} without a JSON error`);
              else if (!isOurErrorShape(refusal))
                failures.push(`${what} -> ${response.status} in Fastify's error shape`);
              // Every refusal carries a code of the contract's (packages/core/src/api/error-codes.ts), for programs.
              else if (!isErrorCode(refusal.code))
                failures.push(
                  `${what} -> ${response.status} with code ${JSON.stringify(refusal.code)}, not one of ours`,
                );
              // ... and one its endpoint declares for that status (endpoint.refusals), so a client switching on the
              // declared codes never meets another.
              else {
                // Only a request that reaches the route: an empty or "../.." value makes another path, refused by
                // whatever serves that one (most often no route at all: 404).
                const endpoint = reaches(path, route) ? endpointAt.get(`${method} ${route}`) : undefined;
                if (endpoint) checkedAgainstDeclarations++;
                if (endpoint && !(endpoint.refusals[response.status] ?? []).includes(refusal.code))
                  failures.push(
                    `${what} -> ${response.status} ${refusal.code}, not declared by ${endpoint.name} for that status`,
                  );
              }
            }
          }),
        );
      }
    }
    console.info(
      `every-route fuzz on ${kind}: ${routes.length} routes, ${sent} requests, ${failures.length} failures, ` +
        `${checkedAgainstDeclarations} refusals checked against their endpoint's codes`,
    );
    // Most hostile requests reach an endpoint of the contract: a check that matched none would pass for nothing.
    expect(checkedAgainstDeclarations).toBeGreaterThan(sent / 4);
    // One line per route and outcome is enough to see what broke.
    const distinct = [...new Set(failures.map((f) => f.replace(/\?.*? ->/, "?… ->")))];
    expect(distinct.slice(0, 60)).toEqual([]);
    expect(errorLines.slice(0, 5)).toEqual([]);
  });

  it("finds a row only by an id written in digits: /api responds with 400 naming the parameter, a page 404", {
    timeout: 300_000,
  }, async () => {
    const routes = routesOf(shop.app.printRoutes({ commonPrefix: false }));
    // The owner may call every route, so no response is a 401 or 403 that comes before the id is read.
    const owner = await signIn(shop.url, { email: "owner@mayil.test", name: "Owner" });
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const api = route.path.startsWith("/api/");
      if (!api && !PAGES_BY_ID[route.path]) continue;
      const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
      const ids = params.filter((name) => (api ? ID_PARAMS.includes(name) : PAGES_BY_ID[route.path] === name));
      const methods = route.methods.filter((method) => !["HEAD", "TRACE", "OPTIONS", "QUERY"].includes(method));
      for (const name of ids) {
        for (const method of methods) {
          for (const spelling of notQuiteOne) {
            // Every other parameter is 1 too, written properly: only `name` is wrong.
            const path = route.path.replace(/:(\w+)/g, (_whole, param: string) => (param === name ? spelling : "1"));
            const headers: Record<string, string> = { authorization: `Bearer ${owner.token}` };
            const response = await rawRequest(shop.url + path, { method, headers });
            checked++;
            const what = `${method} ${path} -> ${response.status} ${response.body.slice(0, 160)}`;
            if (!api) {
              // Not found, or refused outright (a NUL is a 400 before any look-up).
              if (response.status !== 404 && response.status !== 400) wrong.push(what);
              continue;
            }
            const refusal = (() => {
              try {
                return JSON.parse(response.body) as Record<string, unknown>;
              } catch {
                return {};
              }
            })();
            const named = typeof refusal.error === "string" && refusal.error.includes(name);
            if (response.status !== 400 || !named || !isOurErrorShape(refusal)) wrong.push(what);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(wrong.slice(0, 40)).toEqual([]);
  });

  it("takes ids in query strings only in digits, naming the parameter", async () => {
    const queries = [
      ["/api/products", "category_id"],
      ["/api/products", "subcategory_id"],
      ["/api/owner/products", "category_id"],
      ["/api/owner/stock-movements", "product_id"],
      ["/api/owner/stock-movements?product_id=1", "variant_id"],
    ] as const;
    const owner = await signIn(shop.url, { email: "owner@mayil.test", name: "Owner" });
    for (const [path, name] of queries) {
      for (const spelling of notQuiteOne) {
        const url = `${shop.url}${path}${path.includes("?") ? "&" : "?"}${name}=${spelling}`;
        const response = await rawRequest(url, { headers: { authorization: `Bearer ${owner.token}` } });
        const refusal = JSON.parse(response.body) as Record<string, unknown>;
        expect({ url, status: response.status, names: String(refusal.error).includes(name) }).toEqual({
          url,
          status: 400,
          names: true,
        });
        expect(isOurErrorShape(refusal), url).toBe(true);
      }
    }
  });

  it("takes money from the owner with at most 2 decimals, above ₹0 where it is a price, naming the field", {
    timeout: 120_000,
  }, async () => {
    const owner = await signIn(shop.url, { email: "owner@mayil.test", name: "Owner" });
    const line = (unit_price: unknown) => ({ items: [{ product_id: 1, quantity: 1, unit_price }] });
    // Each owner route and body field that takes money; `price` ones refuse ₹0 too.
    const fields: { method: string; path: string; field: string; price: boolean; body: (v: unknown) => object }[] = [
      { method: "POST", path: "/api/owner/products", field: "price", price: true, body: (v) => ({ price: v }) },
      { method: "PATCH", path: "/api/owner/products/1", field: "price", price: true, body: (v) => ({ price: v }) },
      ...["POST /api/owner/products/1/variants", "PATCH /api/owner/products/1/variants/1"].map((route) => {
        const [method = "", path = ""] = route.split(" ");
        return { method, path, field: "price", price: true, body: (v: unknown) => ({ price: v }) };
      }),
      {
        method: "POST",
        path: "/api/owner/orders/1/payments",
        field: "amount",
        price: true,
        body: (v) => ({ amount: v }),
      },
      ...["POST /api/owner/orders", "PUT /api/owner/orders/1"].flatMap((route) => {
        const [method = "", path = ""] = route.split(" ");
        return [
          { method, path, field: "items.0.unit_price", price: true, body: line },
          { method, path, field: "delivery_fee", price: false, body: (v: unknown) => ({ delivery_fee: v }) },
          { method, path, field: "discount", price: false, body: (v: unknown) => ({ discount: v }) },
        ];
      }),
    ];
    const notMoney: unknown[] = [
      0.001,
      "0.001",
      1.005,
      "499.999",
      0.1 + 0.2,
      "1e3",
      1e21,
      "0x10",
      "-1",
      -1,
      "1,000",
      "₹5",
    ];
    const wrong: string[] = [];
    for (const { method, path, field, price, body } of fields) {
      for (const value of price ? [...notMoney, 0, "0", "0.00"] : notMoney) {
        const response = await rawRequest(shop.url + path, {
          method,
          headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
          body: JSON.stringify(body(value)),
        });
        const refusal = JSON.parse(response.body) as { error?: string; issues?: { field: string; message: string }[] };
        const issue = refusal.issues?.find((problem) => problem.field === field);
        const name = field.split(".").at(-1) ?? field;
        if (response.status !== 400 || !issue?.message.toLowerCase().includes(name) || !isOurErrorShape(refusal)) {
          wrong.push(
            `${method} ${path} ${field}=${JSON.stringify(value)} -> ${response.status} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("responses page URLs with out-of-range ids or NUL bytes as missing (404) or bad (400)", async () => {
    for (const url of ["/product/99999999999", "/category/2147483648", "/product/a%00b", "/subcategory/%00"]) {
      const { status } = await rawGet(shop.url + url);
      expect({ url, status }).toEqual({ url, status: expect.toSatisfy((s: number) => s === 404 || s === 400) });
    }
  });
});
