// The alerts module registers itself: the shop's DeskAlerts (raised for the shop's events, heard by every process)
// and the open desk's live stream. Returns DeskAlerts so that Web Push can send what this process raised (onRaised).
import type { FastifyInstance } from "fastify";
import type { Announcements } from "../../db/announcements";
import type { ShopEvents } from "../../events/event-bus";
import type { Draining } from "../../http/draining";
import type { RouteGuards } from "../../http/route-guards";
import type { SessionService } from "../auth";
import { alertRoutes } from "./alert-routes";
import { DeskAlertStreams, type DeskStreamOptions } from "./desk-alert-streams";
import { DeskAlerts } from "./desk-alerts";
import { alertOnShopEvents } from "./shop-event-alerts";

export async function registerAlerts(
  app: FastifyInstance,
  needs: {
    announcements: Announcements;
    /** The orders, payments, expiries and pieces running out the owner is alerted of (decision 077). */
    events: ShopEvents;
    /** Whose sessions ended: their desk streams end with them. */
    sessions: Pick<SessionService, "onEnded">;
    guards: RouteGuards;
    draining: Pick<Draining, "onBegin">;
    streamOptions?: Partial<DeskStreamOptions>;
  },
): Promise<{ alerts: DeskAlerts; streams: DeskAlertStreams }> {
  const alerts = new DeskAlerts(needs.announcements, app.log);
  alertOnShopEvents(needs.events, alerts);
  const streams = new DeskAlertStreams(alerts, needs.streamOptions);
  // The streams end when the shutdown begins (the desk reconnects to another process) and before Fastify waits for
  // the requests in flight, which an open stream would otherwise be until the deadline.
  needs.draining.onBegin(() => streams.closeAll());
  app.addHook("preClose", async () => streams.closeAll());
  // A signed-out session's streams end with it, in whichever process they are open (the announcement reaches all).
  needs.sessions.onEnded((ended) => streams.endSessions(ended));
  await app.register(alertRoutes, { prefix: "/api", guards: needs.guards, streams });
  return { alerts, streams };
}
