// This browser's side of push alerts: whether it can take them, its subscription with the desk's service worker, and
// a name for it in the owner's list of devices ("Chrome on Android"). What it says to her is a desk message's id: the
// alerts page says it in her desk's language.
import type { DeskMessageId } from "../../../lib/desk/desk-messages";

const BLOCKED = "desk.alerts.blocked";

/**
 * Why this browser cannot take alerts, or null when it can: an address that is not secure (a browser gives workers and
 * push only to https), no service worker, push or notifications at all, or notifications blocked for the shop.
 */
export function pushUnsupportedReason(): DeskMessageId | null {
  if (typeof window === "undefined") return null;
  if (!window.isSecureContext) {
    return "desk.alerts.needsHttps";
  }
  const can = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!can) {
    const apple = /iPhone|iPad|iPod/.test(navigator.userAgent);
    return apple ? "desk.alerts.cannotOnIphone" : "desk.alerts.cannot";
  }
  if (Notification.permission === "denied") return BLOCKED;
  return null;
}

/**
 * What the browser's refusal to subscribe means, in her words; null for anything else. A browser with no push service
 * (Chromium built without Google's, a browser whose push is turned off) refuses with AbortError or NotSupportedError:
 * no connection would help.
 */
export function subscribeRefusal(error: unknown): DeskMessageId | null {
  if (!(error instanceof DOMException)) return null;
  if (error.name === "NotAllowedError") return BLOCKED;
  if (error.name === "AbortError" || error.name === "NotSupportedError") {
    return "desk.alerts.noPushService";
  }
  return null;
}

/** The desk's service worker on this browser (its scope is /owner), or null while it is not installed. */
async function deskWorker(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration("/owner/");
  return registration ?? null;
}

/** This browser's current push subscription's endpoint, if it has one. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (pushUnsupportedReason()) return null;
  const registration = await deskWorker();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** A reason alerts could not be turned on, as a desk message's id (its message, for a log). */
export class PushProblem extends Error {
  constructor(readonly id: DeskMessageId) {
    super(id);
  }
}

/** Asks for permission and subscribes this browser with the shop's key: what the server saves. */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushProblem(BLOCKED);
  if (permission !== "granted") {
    throw new PushProblem("desk.alerts.notAllowed");
  }
  const registration = await deskWorker();
  if (!registration) {
    throw new PushProblem("desk.alerts.notInstalled");
  }
  await navigator.serviceWorker.ready;
  const key = fromBase64url(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the shop's keys changed) cannot be pushed to: replace it.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    const refusal = subscribeRefusal(error);
    throw refusal ? new PushProblem(refusal) : error;
  }
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new PushProblem("desk.alerts.noKeys");
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

export async function unsubscribeThisDevice(): Promise<void> {
  const registration = await deskWorker();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** "Chrome on Android", "Safari on iPhone", "Firefox on Windows": what the owner recognises in her list. */
export function thisDeviceName(userAgent = navigator.userAgent): string {
  const browser = /SamsungBrowser/.test(userAgent)
    ? "Samsung Internet"
    : /Edg(A|iOS)?\//.test(userAgent)
      ? "Edge"
      : /OPR\/|Opera/.test(userAgent)
        ? "Opera"
        : /Firefox|FxiOS/.test(userAgent)
          ? "Firefox"
          : /Chrome|CriOS|Chromium/.test(userAgent)
            ? "Chrome"
            : /Safari/.test(userAgent)
              ? "Safari"
              : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPod/.test(userAgent)
      ? "iPhone"
      : /iPad/.test(userAgent)
        ? "iPad"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(userAgent)
            ? "Mac"
            : /CrOS/.test(userAgent)
              ? "Chromebook"
              : /Linux/.test(userAgent)
                ? "Linux"
                : "this device";
  return `${browser} on ${system}`;
}
