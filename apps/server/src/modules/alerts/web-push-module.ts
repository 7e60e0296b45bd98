// Web Push registers itself (decision 056): the shop's VAPID keys, the owner's device routes under /api, and a
// listener that pushes every alert raised in this process (DeskAlerts.onRaised: once per alert, not once per process).
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { RouteGuards } from "../../http/route-guards";
import type { DeskAlerts } from "./desk-alerts";
import { PushSubscriptions } from "./push-subscriptions";
import { loadVapidKeys } from "./vapid-keys";
import { webPushRoutes } from "./web-push-routes";
import { type PushOwners, WebPushSender } from "./web-push-sender";

export async function registerWebPush(
  app: FastifyInstance,
  needs: {
    db: Database;
    config: Pick<Config, "webPush" | "dataDir">;
    guards: RouteGuards;
    /** Alerts go only to the devices of someone who is an owner now, in the language she keeps her desk in. */
    owners: PushOwners;
    alerts: DeskAlerts;
  },
): Promise<{ webPush: WebPushSender | null }> {
  const { db, config, guards, owners, alerts } = needs;
  const keys = loadVapidKeys(config.webPush, config.dataDir);
  const subscriptions = new PushSubscriptions(db);
  const allowLoopbackEndpoints = config.webPush.allowLoopbackEndpoints;
  await app.register(webPushRoutes, { prefix: "/api", guards, subscriptions, keys, allowLoopbackEndpoints });
  if (!keys.on) {
    app.log.info("Web Push is off: no VAPID keys");
    return { webPush: null };
  }
  const sender = new WebPushSender({
    subscriptions,
    owners,
    vapid: keys.details,
    allowLoopbackEndpoints,
    log: app.log,
  });
  const stop = alerts.onRaised(({ alert }) => sender.push(alert));
  app.addHook("onClose", async () => {
    stop();
    await sender.close();
  });
  return { webPush: sender };
}
