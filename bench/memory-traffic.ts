// The traffic bench:memory puts on the shop between its readings at rest: shoppers at once, each visit a page, a page
// of the API's list, a search suggestion, a product and its related pieces, a photo copy, a PIN code lookup, and one
// visit in ten a signed-in order.
import { signIn } from "../apps/server/test/sign-in";
import { residentMb } from "./process-memory";

interface Product {
  id: number;
  slug: string;
  image: string | null;
}

const PINS = ["695004", "682001", "600001", "560001", "110001", "400001", "700001", "641001"];
const WORDS = ["jhu", "gold", "neck", "bang", "ring", "ear", "pearl", "temple", "silver", "anklet"];

export interface Traffic {
  peakMb: number;
  requests: number;
  orders: number;
  failed: number;
}

/** `shoppers` shoppers browsing, searching and now and then ordering at `base` for `minutes`; the peak resident memory. */
export async function shop(base: string, pid: number, shoppers: number, minutes: number): Promise<Traffic> {
  const listing = (await (await fetch(`${base}/api/products?limit=100`)).json()) as { products: Product[] };
  const products = listing.products;
  // A shopper's app renews her sign-in before the access token runs out (ACCESS_TOKEN_MINUTES, 15 by default); the
  // bench signs in again every 10 minutes, or the orders of an hour's run would be refused with 401 after the first 15.
  const signedIn = async (shopper: number) => ({
    token: (await signIn(base, { email: `memory${shopper}@example.com`, name: `Memory ${shopper}` })).token,
    at: performance.now(),
  });
  const sessions = [];
  for (let i = 0; i < shoppers; i++) sessions.push(await signedIn(i));
  let requests = 0;
  let orders = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  let peakMb = residentMb(pid);
  const until = performance.now() + minutes * 60_000;
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const ask = async (url: string, init?: RequestInit) => {
    const response = await fetch(`${base}${url}`, {
      ...init,
      headers: { "accept-encoding": "br, gzip", ...init?.headers },
    });
    await response.arrayBuffer();
    requests++;
    if (response.status >= 400 && response.status !== 404) {
      failed++;
      const what = `${init?.method ?? "GET"} ${url.replace(/\/[^/?]+$/, "/…")} ${response.status}`;
      failures.set(what, (failures.get(what) ?? 0) + 1);
    }
    return response.status;
  };
  const watcher = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, 1000);
  try {
    await Promise.all(
      sessions.map(async (first, shopper) => {
        let session = first;
        let visit = 0;
        while (performance.now() < until) {
          visit++;
          const product = pick(products);
          const page = pick(["/", "/products", `/product/${product.slug}`, `/products?page=2`]);
          await ask(page);
          await ask(`/api/products?page=${1 + (visit % 5)}&sort_by=price&sort_order=asc`);
          await ask(`/api/products/search/${pick(WORDS)}`);
          await ask(`/api/products/${product.id}`);
          await ask(`/api/products/${product.id}/related`);
          if (product.image) await ask(`/media/w/${pick([320, 640])}/${product.image.replace(/^\/media\//, "")}`);
          await ask(`/api/pincodes/${pick(PINS)}`);
          // One visit in ten ends in an order, as a signed-in shopper places it.
          if ((visit + shopper) % 10 === 0) {
            if (performance.now() - session.at > 10 * 60_000) session = await signedIn(shopper);
            const status = await ask("/api/orders", {
              method: "POST",
              headers: { authorization: `Bearer ${session.token}`, "content-type": "application/json" },
              body: JSON.stringify({
                customer_name: "Memory Shopper",
                customer_phone: "+919847012345",
                delivery_method: "pickup",
                pickup_location: "Peyad",
                order_items: [{ product_id: product.id, quantity: 1 }],
              }),
            });
            if (status === 201) orders++;
          }
        }
      }),
    );
  } finally {
    clearInterval(watcher);
  }
  // A refused order (a piece sold out, or one that needs a colour chosen) is the shop's response, not a fault: say which.
  if (failed > 0) console.log(`  refused or failed responses: ${JSON.stringify(Object.fromEntries(failures))}`);
  return { peakMb, requests, orders, failed };
}
