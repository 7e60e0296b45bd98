// Which push endpoints the shop will POST to (decision 056). The endpoint comes from the browser, that is from
// whoever holds an owner's token: unchecked, it would let that person make the server POST to any address it can
// reach (its own admin ports, a cloud metadata address). So an endpoint must be https on a push service browsers
// use; plain http on this machine is allowed outside production only, where the tests stand a push service in.

/** The push services of the browsers the owner may use: Chrome, Edge, Firefox, Safari, and those built on them. */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

const isPushServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));

const isLoopback = (host: string) => host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Why the shop will not push to this endpoint, or null when it will. */
export function pushEndpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The push endpoint is not a URL.";
  }
  if (url.username || url.password) return "The push endpoint may not carry a user name or password.";
  const host = url.hostname.toLowerCase();
  if (url.protocol === "https:" && (url.port === "" || url.port === "443") && isPushServiceHost(host)) return null;
  if (allowLoopback && (url.protocol === "http:" || url.protocol === "https:") && isLoopback(host)) return null;
  return "This browser's push service is not one the shop sends to (https on Google's, Mozilla's, Apple's or Microsoft's push service).";
}
