// This browser's side of push alerts: whether it can take them, its subscription with the desk's service worker, and
// a name for it in the owner's list of devices ("Chrome on Android").

const BLOCKED =
  "Notifications are blocked for this shop in this browser. Allow them in the browser's site settings (the icon beside the address), then open this page again.";

/**
 * Why this browser cannot take alerts, or null when it can: an address that is not secure (a browser gives workers and
 * push only to https), no service worker, push or notifications at all, or notifications blocked for the shop.
 */
export function pushUnsupportedReason(): string | null {
  if (typeof window === "undefined") return null;
  if (!window.isSecureContext) {
    return "Alerts need the desk opened at the shop's secure address (https://). Open it there to turn them on.";
  }
  const can = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!can) {
    const apple = /iPhone|iPad|iPod/.test(navigator.userAgent);
    return apple
      ? "This browser can't show alerts from the shop. On an iPhone, add the desk to the Home Screen first (Share, then Add to Home Screen) and turn alerts on from there."
      : "This browser can't show alerts from the shop. Open the desk in Chrome, Edge, Firefox or Samsung Internet to have them.";
  }
  if (Notification.permission === "denied") return BLOCKED;
  return null;
}

/**
 * What the browser's refusal to subscribe means, in her words; null for anything else. A browser with no push service
 * (Chromium built without Google's, a browser whose push is turned off) refuses with AbortError or NotSupportedError:
 * no connection would help.
 */
export function subscribeRefusal(error: unknown): string | null {
  if (!(error instanceof DOMException)) return null;
  if (error.name === "NotAllowedError") return BLOCKED;
  if (error.name === "AbortError" || error.name === "NotSupportedError") {
    return "This browser has no push service to bring the shop's alerts (some browsers, such as Chromium without Google's services, have none). Open the desk in Chrome, Edge, Firefox or Samsung Internet to have them.";
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

export class PushProblem extends Error {}

/** Asks for permission and subscribes this browser with the shop's key: what the server saves. */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushProblem(BLOCKED);
  if (permission !== "granted") {
    throw new PushProblem(
      "Alerts stay off: the browser was not told to allow notifications. Turn them on again to choose.",
    );
  }
  const registration = await deskWorker();
  if (!registration) {
    throw new PushProblem("The desk has not finished installing on this device. Reload the page and try again.");
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
  if (!json.endpoint || !p256dh || !auth) throw new PushProblem("This browser gave no keys for its alerts.");
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
