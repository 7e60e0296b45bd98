// Recognises where a product video lives (docs/shop/storefront.md#product-page) and how to play it: the allow-list and
// the embed addresses are the shop's one rule (@mayil/core/video-links), the same the owner's desk saves by. A link of
// any other kind (an older row from before decision 039: TikTok, Facebook, another site) is offered as a plain link to
// open in a new tab, never framed.
import { embeddableVideo } from "@mayil/core/catalogue/video-links";
import type { MessageId } from "../../lib/messages";

export type VideoKind = "youtube" | "instagram" | "vimeo" | "file" | "link";

export interface VideoSource {
  kind: VideoKind;
  /** What to put in the sandboxed iframe (or a <video> for files) once the shopper presses play. */
  playUrl: string;
  /** The page on the video's own site, for 'open in a new tab'. */
  pageUrl: string;
  /** A still of the video to show before play, where its site publishes one at a known address (YouTube). */
  thumbnailUrl?: string;
}

export function videoSource(rawUrl: string): VideoSource {
  const video = embeddableVideo(rawUrl);
  if (!video) return { kind: "link", playUrl: rawUrl, pageUrl: rawUrl };
  return { ...video, pageUrl: rawUrl };
}

/** Each kind's name, as a message (the player shows it in the page's language). */
export const videoKindLabel: Record<VideoKind, MessageId> = {
  youtube: "catalogue.video.youtube",
  instagram: "catalogue.video.instagram",
  vimeo: "catalogue.video.vimeo",
  file: "catalogue.video.file",
  link: "catalogue.video.file",
};
