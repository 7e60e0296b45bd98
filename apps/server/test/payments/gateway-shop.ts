// A shop that takes payment through the gateway, for the tests: started with the stand-in's keys, the stand-in posting
// its webhooks to the shop's, and a wait for what a webhook does just after the shop replies to it.
import { type Owner, type Shopper, signInOwner, signInShopper } from "../orders/desk-fixtures";
import { plainProduct, setStock } from "../shop-fixtures";
import { type DatabaseKind, startTestShop, type TestShop } from "../test-app";
import { type RazorpayStandIn, STAND_IN_KEYS, startRazorpayStandIn } from "./razorpay-stand-in";

/** Starts the stand-in, then the shop with its keys and `env`; close the shop before the stand-in. */
export async function startGatewayShop(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<{ standIn: RazorpayStandIn; shop: TestShop }> {
  const standIn = await startRazorpayStandIn();
  let shop: TestShop;
  try {
    shop = await startTestShop(kind, {
      env: {
        ...env,
        RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
        RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
        RAZORPAY_API_URL: standIn.url,
      },
    });
  } catch (error) {
    // The test's afterAll never hears of a stand-in it was not given.
    await standIn.close();
    throw error;
  }
  standIn.webhookUrl = `${shop.url}/api/payments/razorpay/webhook`;
  return { standIn, shop };
}

/** Waits until `check` holds (a webhook's effect is applied just after its reply), at most 2 s. */
export async function soon<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 2000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What every gateway test starts with: the shop and its stand-in, the owner, a shopper and a piece in plenty. */
export interface GatewayScene {
  standIn: RazorpayStandIn;
  shop: TestShop;
  owner: Owner;
  shopper: Shopper;
  productId: number;
}

/** Starts a gateway shop (close its shop, then its stand-in, after the tests) with the owner and `shopperEmail`. */
export async function gatewayScene(
  kind: DatabaseKind,
  shopperEmail: string,
  env: Record<string, string> = {},
): Promise<GatewayScene> {
  const { standIn, shop } = await startGatewayShop(kind, env);
  const owner = await signInOwner(shop);
  const shopper = await signInShopper(shop, shopperEmail);
  const productId = (await plainProduct(shop, { stock: 1 })).id;
  await setStock(shop, productId, 1000);
  return { standIn, shop, owner, shopper, productId };
}
