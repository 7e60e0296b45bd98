// Recognises where a product video lives (spec section 4, Video) and how to embed it.

export type VideoKind = "youtube" | "instagram" | "tiktok" | "vimeo" | "facebook" | "file" | "generic";

export interface VideoSource {
  kind: VideoKind;
  /** What to put in an iframe (or a <video> for files) once the shopper presses play. */
  playUrl: string;
  /** The page on the video's own site, for 'open in a new tab'. */
  pageUrl: string;
  /** A still of the video to show before play, where its site publishes one at a known address (YouTube). */
  thumbnailUrl?: string;
}

const FILE_EXTENSION = /\.(mp4|webm|ogg|mov)$/i;

function parse(url: string): URL | null {
  try {
    return new URL(url, "https://placeholder.invalid");
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, "");
  if (host === "youtu.be") return url.pathname.slice(1).split("/")[0] || null;
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const match = /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

export function videoSource(rawUrl: string): VideoSource {
  const url = parse(rawUrl);
  if (!url) return { kind: "generic", playUrl: rawUrl, pageUrl: rawUrl };
  const host = url.hostname.replace(/^www\./, "");

  const youtube = youtubeId(url);
  if (youtube) {
    return {
      kind: "youtube",
      playUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
      pageUrl: rawUrl,
      thumbnailUrl: `https://i.ytimg.com/vi/${encodeURIComponent(youtube)}/hqdefault.jpg`,
    };
  }
  if (host.endsWith("instagram.com")) {
    const match = /^\/(?:[\w.]+\/)?(p|reel|reels|tv)\/([\w-]+)/.exec(url.pathname);
    const embed = match
      ? `https://www.instagram.com/${match[1] === "reels" ? "reel" : match[1]}/${match[2]}/embed`
      : rawUrl;
    return { kind: "instagram", playUrl: embed, pageUrl: rawUrl };
  }
  if (host.endsWith("tiktok.com")) {
    const id = /\/video\/(\d+)/.exec(url.pathname)?.[1];
    return { kind: "tiktok", playUrl: id ? `https://www.tiktok.com/embed/v2/${id}` : rawUrl, pageUrl: rawUrl };
  }
  if (host.endsWith("vimeo.com")) {
    const id = /\/(\d+)/.exec(url.pathname)?.[1];
    return { kind: "vimeo", playUrl: id ? `https://player.vimeo.com/video/${id}?autoplay=1` : rawUrl, pageUrl: rawUrl };
  }
  if (host.endsWith("facebook.com") || host === "fb.watch") {
    return {
      kind: "facebook",
      playUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(rawUrl)}&autoplay=true`,
      pageUrl: rawUrl,
    };
  }
  if (FILE_EXTENSION.test(url.pathname)) return { kind: "file", playUrl: rawUrl, pageUrl: rawUrl };
  return { kind: "generic", playUrl: rawUrl, pageUrl: rawUrl };
}

export const videoKindLabel: Record<VideoKind, string> = {
  youtube: "YouTube video",
  instagram: "Instagram video",
  tiktok: "TikTok video",
  vimeo: "Vimeo video",
  facebook: "Facebook video",
  file: "Video",
  generic: "Video",
};
