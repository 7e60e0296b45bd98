// Which product videos the shop plays, and how (docs/shop/storefront.md#product-page, decision 039). A video plays in
// its own site's player framed in the product page, so only players from an allow-list are framed (YouTube, Vimeo;
// Instagram opens in a new tab), each in a sandbox; a link straight to a video file plays in the page's own <video>,
// which runs no script. The owner's desk may save only links of these kinds (videoLink in owner-catalogue-schemas.ts);
// older rows of any other kind are shown as a plain link, never framed. No zod here: the product page's own script
// reads this, and must stay small.

export type EmbeddableVideoKind = "youtube" | "vimeo" | "instagram" | "file";

export interface EmbeddableVideo {
  kind: EmbeddableVideoKind;
  /** What the player frames (or, for a file, what <video> plays) once the shopper presses play. */
  playUrl: string;
  /** A still of the video to show before play, where its site publishes one at a known address (YouTube). */
  thumbnailUrl?: string;
}

/** The only sites whose players the product page frames: the CSP's frame-src names exactly these. */
export const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

/**
 * The iframe sandbox the players run in: their own scripts and storage (allow-same-origin is the player's own
 * origin, never the shop's), casting, and a "watch on YouTube" link that opens a normal tab. No top navigation, no
 * forms, no downloads.
 */
export const VIDEO_PLAYER_SANDBOX =
  "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const INSTAGRAM_HOSTS = new Set(["instagram.com", "www.instagram.com"]);
const VIDEO_FILE = /\.(mp4|webm|ogg|mov)$/i;
const VIDEO_ID = /^[\w-]{1,64}$/;

function parse(url: string): URL | null {
  try {
    // Relative paths are the shop's own media (/media/videos/turn.webm).
    return new URL(url, "https://placeholder.invalid");
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const id =
    url.hostname === "youtu.be"
      ? url.pathname.slice(1).split("/")[0]
      : url.pathname === "/watch"
        ? url.searchParams.get("v")
        : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  return id && VIDEO_ID.test(id) ? id : null;
}

/** How the product page plays `rawUrl`, or null when it is not a link the shop plays (shown as a plain link). */
export function embeddableVideo(rawUrl: string): EmbeddableVideo | null {
  const url = parse(rawUrl);
  if (url?.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    if (!id) return null;
    return {
      kind: "youtube",
      playUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = /^\/(?:video\/)?(\d{1,20})(?:\/|$)/.exec(url.pathname)?.[1];
    return id ? { kind: "vimeo", playUrl: `https://player.vimeo.com/video/${id}?autoplay=1` } : null;
  }
  if (INSTAGRAM_HOSTS.has(host)) {
    const match = /^\/(?:[\w.]+\/)?(p|reel|reels|tv)\/([\w-]{1,64})/.exec(url.pathname);
    if (!match) return null;
    const kind = match[1] === "reels" ? "reel" : match[1];
    return { kind: "instagram", playUrl: `https://www.instagram.com/${kind}/${match[2]}/embed` };
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: "file", playUrl: rawUrl };
  return null;
}

export const VIDEO_LINK_RULE =
  "must be a YouTube, Vimeo or Instagram video link, or an https:// link to a video file (.mp4, .webm, .ogg, .mov)";
