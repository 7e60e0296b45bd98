// This browser's side of push alerts: whether it can take them, its subscription with the desk's service worker, and
// a name for it in the owner's list of devices ("Chrome on Android").

/** Why this browser cannot take alerts, or null when it can. */
export function pushUnsupportedReason(): string | null {
  if (typeof window === "undefined") return null;
  const can = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (can) return null;
  const apple = /iPhone|iPad|iPod/.test(navigator.userAgent);
  return apple
    ? "This browser can't show alerts from the shop. On an iPhone, add the desk to the Home Screen first (Share, then Add to Home Screen) and turn alerts on from there."
    : "This browser can't show alerts from the shop. Open the desk in Chrome, Edge, Firefox or Samsung Internet to have them.";
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
  if (permission !== "granted") {
    throw new PushProblem(
      "Notifications are blocked for this shop in the browser. Allow them in the browser's site settings, then turn alerts on again.",
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
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
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
