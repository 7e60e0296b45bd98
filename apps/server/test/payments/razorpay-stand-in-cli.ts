// The Razorpay stand-in on its own, for the browser tests (e2e/pay-online.spec.ts, started by playwright.config.ts):
//   node --import tsx apps/server/test/payments/razorpay-stand-in-cli.ts PORT WEBHOOK_URL
// listens on 127.0.0.1:PORT with the stand-in's keys (STAND_IN_KEYS: the shop is started with the same), serves the
// checkout script at /v1/checkout.js, and posts its signed webhooks to WEBHOOK_URL (the shop's
// /api/payments/razorpay/webhook). Playwright waits on /v1/checkout.js.
import { STAND_IN_KEYS, startRazorpayStandIn } from "./razorpay-stand-in";

const [portText, webhookUrl] = process.argv.slice(2);
const port = Number(portText);
if (!Number.isInteger(port) || port <= 0 || !webhookUrl) {
  console.error("usage: razorpay-stand-in-cli.ts PORT WEBHOOK_URL");
  process.exit(2);
}
const standIn = await startRazorpayStandIn(STAND_IN_KEYS, { port });
standIn.webhookUrl = webhookUrl;
console.log(`Razorpay stand-in at ${standIn.url}, webhooks to ${webhookUrl}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
