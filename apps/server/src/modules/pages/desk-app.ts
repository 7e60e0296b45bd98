// The owner's desk as an app on her phone's home screen (decision 054): its web app manifest, scoped to /owner and
// named after the shop, and the tags only the desk's pages carry (the storefront's pages link no manifest and
// register no service worker). The icons are rendered once from the shop's mark (scripts/make-desk-icons.mjs) and
// served from the build (apps/web/public/desk-icons).
import { pagePaths } from "@mayil/core/storefront/page-paths";
import type { SiteFacts } from "./site-facts";

export const DESK_MANIFEST_PATH = "/owner.webmanifest";

/** The desk's palette (apps/web/src/styles.css): peacock for the bar above it, ivory behind it while it opens. */
const DESK_THEME_COLOUR = "#0f4c4a";
const DESK_BACKGROUND_COLOUR = "#faf6f0";

const icon = (file: string, size: number, purpose?: "maskable") => ({
  src: `/desk-icons/${file}`,
  sizes: `${size}x${size}`,
  type: "image/png",
  ...(purpose ? { purpose } : {}),
});

export const DESK_APPLE_TOUCH_ICON = "/desk-icons/apple-touch-180.png";

export function deskManifest(site: SiteFacts) {
  const desk = pagePaths.ownerToday.path;
  const firstWord = site.shopName.trim().split(/\s+/)[0] || site.shopName;
  return {
    id: desk,
    name: `${site.shopName} desk`,
    short_name: `${firstWord} desk`,
    description: `The owner's desk of ${site.shopName}: today's orders, payments and stock.`,
    start_url: desk,
    scope: desk,
    display: "standalone",
    orientation: "portrait",
    theme_color: DESK_THEME_COLOUR,
    background_color: DESK_BACKGROUND_COLOUR,
    icons: [
      icon("icon-192.png", 192),
      icon("icon-512.png", 512),
      icon("maskable-512.png", 512, "maskable"),
      icon("apple-touch-180.png", 180),
    ],
  };
}

/** The desk pages' own head tags: the manifest, the bar's colour and the icon iOS puts on the home screen. */
export const deskHeadTags = (escapeHtml: (text: string) => string) => [
  `<link rel="manifest" href="${escapeHtml(DESK_MANIFEST_PATH)}" />`,
  `<meta name="theme-color" content="${DESK_THEME_COLOUR}" />`,
  `<link rel="apple-touch-icon" href="${escapeHtml(DESK_APPLE_TOUCH_ICON)}" />`,
];
