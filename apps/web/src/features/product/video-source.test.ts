// Where product videos come from, and how each is played (docs/shop/storefront.md#product-page): only the allow-listed
// players are framed (decision 039); any other link is offered as a link.
import { describe, expect, it } from "vitest";
import { videoSource } from "./video-source";

describe("videoSource", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0",
    ],
    ["https://youtu.be/aqz-KE-bpKQ", "youtube", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0"],
    [
      "https://youtube.com/shorts/abc_123",
      "youtube",
      "https://www.youtube-nocookie.com/embed/abc_123?autoplay=1&rel=0",
    ],
    [
      "https://www.youtube-nocookie.com/embed/abc_123",
      "youtube",
      "https://www.youtube-nocookie.com/embed/abc_123?autoplay=1&rel=0",
    ],
    ["https://www.instagram.com/reel/C1a2b3/", "instagram", "https://www.instagram.com/reel/C1a2b3/embed"],
    ["https://vimeo.com/76979871", "vimeo", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://player.vimeo.com/video/76979871", "vimeo", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://example.com/clip.MP4", "file", "https://example.com/clip.MP4"],
    ["/media/videos/turn.webm", "file", "/media/videos/turn.webm"],
    ["https://example.com/clip.mov?x=1", "file", "https://example.com/clip.mov?x=1"],
  ])("%s is %s", (url, kind, playUrl) => {
    expect(videoSource(url)).toMatchObject({ kind, playUrl });
  });

  it.each([
    "https://example.com/player/42",
    "https://www.tiktok.com/@shop/video/7234567890",
    "https://www.facebook.com/shop/videos/123/",
    // Look-alike hosts and addresses that are not a video on the allow-listed site.
    "https://evilvimeo.com/76979871",
    "https://vimeo.com.evil.example/76979871",
    "https://notinstagram.com/reel/C1a2b3/",
    "https://www.youtube.com/watch?v=%22%3E%3Cscript%3E",
    "https://www.youtube.com/redirect?q=https://evil.example",
    "http://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "javascript:alert(1)",
  ])("%s is only a link, never framed", (url) => {
    expect(videoSource(url)).toEqual({ kind: "link", playUrl: url, pageUrl: url });
  });
});
