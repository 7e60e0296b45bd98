// A product video: a thumbnail with a play button; playing embeds it in a sandboxed frame (or plays the file), and
// Close returns to the thumbnail. Instagram cannot autoplay inside a page, so it offers to open the reel in a new tab
// instead, as does a link the shop does not frame (video-source.ts).
import { VIDEO_PLAYER_SANDBOX } from "@mayil/core/catalogue/video-links";
import { ExternalLink, Play, X } from "lucide-react";
import { useState } from "react";
import { useMessages } from "../../lib/messages";
import { type VideoSource, videoKindLabel, videoSource } from "./video-source";

interface VideoPlayerProps {
  url: string;
  productName: string;
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
}

export function VideoPlayer({ url, productName, playing, onPlayingChange }: VideoPlayerProps) {
  const source = videoSource(url);
  const [failedStill, setFailedStill] = useState<string | null>(null);
  const t = useMessages();
  const label = t("catalogue.video.of", { kind: t(videoKindLabel[source.kind]), name: productName });

  if (!playing) {
    const still = source.thumbnailUrl && failedStill !== source.thumbnailUrl ? source.thumbnailUrl : null;
    return (
      <button
        type="button"
        onClick={() => onPlayingChange(true)}
        className="group relative flex aspect-square w-full flex-col items-center justify-center gap-3 overflow-hidden bg-gradient-to-br from-peacock-dark to-ink text-white"
        aria-label={t("catalogue.video.play", { label })}
      >
        {still && (
          <>
            {/* The video's own still, so the slide shows the piece; if it cannot load, the plain tile stays. */}
            <img
              src={still}
              alt=""
              loading="lazy"
              onError={() => setFailedStill(still)}
              className="absolute inset-0 h-full w-full object-cover"
              data-testid="video-thumbnail"
            />
            <span className="absolute inset-0 bg-ink/25" aria-hidden />
          </>
        )}
        <span className="relative flex size-16 items-center justify-center rounded-full bg-white/90 text-peacock shadow-lg transition-transform group-hover:scale-110">
          <Play className="ml-1 size-7" aria-hidden />
        </span>
        <span className="relative text-sm tracking-wide [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
          {t(videoKindLabel[source.kind])}
        </span>
      </button>
    );
  }

  return (
    <div className="relative aspect-square w-full bg-ink">
      {source.kind === "instagram" || source.kind === "link" ? (
        <OpenElsewhere source={source} />
      ) : source.kind === "file" ? (
        // biome-ignore lint/a11y/useMediaCaption: shop videos are silent product turntables, without speech to caption
        <video
          src={source.playUrl}
          controls
          autoPlay
          playsInline
          className="h-full w-full object-contain"
          aria-label={label}
        />
      ) : (
        <iframe
          src={source.playUrl}
          title={label}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          // The player's own scripts run, in its own origin; it may not navigate the shop's page or send forms.
          sandbox={VIDEO_PLAYER_SANDBOX}
        />
      )}
      <button
        type="button"
        onClick={() => onPlayingChange(false)}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow"
        aria-label={t("catalogue.video.close")}
      >
        <X className="size-5" aria-hidden />
      </button>
    </div>
  );
}

/** A video to watch on its own site: an Instagram reel, or a link of a kind the shop does not frame. */
function OpenElsewhere({ source }: { source: VideoSource }) {
  const site = siteOf(source.pageUrl);
  const t = useMessages();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center text-white">
      <p className="font-display text-2xl font-semibold">
        {source.kind === "instagram"
          ? t("catalogue.video.onInstagram")
          : site
            ? t("catalogue.video.onSite", { site })
            : t("catalogue.video.onItsSite")}
      </p>
      {site !== null && (
        <a
          href={source.pageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-medium text-ink"
        >
          {t("catalogue.video.openNewTab")}
          <ExternalLink className="size-4" aria-hidden />
        </a>
      )}
    </div>
  );
}

/** "vimeo.com" for an http(s) link; null for anything else, which is never made a link. */
function siteOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.hostname.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}
