// The desk's alerts in its service worker (decision 056): the worker (owner-sw.ts) calls this once as it starts, so
// the push and notificationclick handlers live here, apart from the worker's caching.
// - push: the payload is the DeskAlert the server raised (packages/core/src/alerts/desk-alert-schemas.ts); it is shown as a
//   notification tagged by what it is about, so a repeat (the same order expiring, the same piece) replaces the older.
// - notificationclick: the desk screen the alert names (always under /owner) opens in a desk window already open, or
//   in a new one.
import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";

/** The desk's icon (the manifest's), as the notification's picture. */
export const ALERT_ICON = "/desk-icons/icon-192.png";
/** The small icon Android shows in the status bar, made from its shape alone: the mark's drop, white on nothing. */
export const ALERT_BADGE = "/desk-icons/badge-96.png";

/** What a notification carries for its click. */
export interface AlertNotificationData {
  path: string;
}

/** Shown when a push arrives that the worker cannot read (never from this shop's server, but a push must show). */
const FALLBACK: Pick<DeskAlert, "title" | "body" | "path"> = {
  title: "Something new in the shop",
  body: "Open the desk to see it.",
  path: "/owner",
};

export function listenForAlerts(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener("push", (event) => {
    const alert = readAlert(event.data);
    const data: AlertNotificationData = { path: alert.path };
    event.waitUntil(
      worker.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        icon: ALERT_ICON,
        badge: ALERT_BADGE,
        data,
      }),
    );
  });

  worker.addEventListener("notificationclick", (event) => {
    event.notification.close();
    event.waitUntil(openDesk(worker, deskPath((event.notification.data as AlertNotificationData | null)?.path)));
  });
}

/** The alert in a push, with the tag its notification replaces under; the fallback when it is not one. */
function readAlert(data: PushMessageData | null): Pick<DeskAlert, "title" | "body" | "path"> & { tag: string } {
  let alert: Partial<DeskAlert> | null = null;
  try {
    alert = (data?.json() as Partial<DeskAlert> | undefined) ?? null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== "string" || typeof alert.body !== "string") {
    return { ...FALLBACK, tag: "desk" };
  }
  const about = alert.order_id ?? alert.product_id ?? "";
  return { title: alert.title, body: alert.body, path: deskPath(alert.path), tag: `${alert.kind ?? "alert"}-${about}` };
}

/** A path on the desk: what the alert names when it is under /owner, else the desk's Today. */
export function deskPath(path: unknown): string {
  return typeof path === "string" && /^\/owner(\/|$|\?)/.test(path) ? path : "/owner";
}

/** Moves a desk window to that screen and brings it forward, or opens one. */
async function openDesk(worker: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const desk = windows.find((client) => new URL(client.url).pathname.startsWith("/owner"));
  // navigate() works on a window this worker controls; one it does not (opened before it took over) gets a new one.
  const moved = desk ? await desk.navigate(url).catch(() => null) : null;
  if (moved) {
    await moved.focus().catch(() => undefined);
    return;
  }
  await worker.clients.openWindow(url);
}
