// Where product videos come from, and how each is embedded (spec section 4, Video).
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
    ["https://www.instagram.com/reel/C1a2b3/", "instagram", "https://www.instagram.com/reel/C1a2b3/embed"],
    ["https://www.tiktok.com/@shop/video/7234567890", "tiktok", "https://www.tiktok.com/embed/v2/7234567890"],
    ["https://vimeo.com/76979871", "vimeo", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://example.com/clip.MP4", "file", "https://example.com/clip.MP4"],
    ["/media/videos/turn.webm", "file", "/media/videos/turn.webm"],
    ["https://example.com/clip.mov?x=1", "file", "https://example.com/clip.mov?x=1"],
    ["https://example.com/player/42", "generic", "https://example.com/player/42"],
  ])("%s is %s", (url, kind, playUrl) => {
    expect(videoSource(url)).toMatchObject({ kind, playUrl });
  });

  it("embeds Facebook videos through its player plugin", () => {
    const source = videoSource("https://www.facebook.com/shop/videos/123/");
    expect(source.kind).toBe("facebook");
    expect(source.playUrl).toBe(
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://www.facebook.com/shop/videos/123/")}&autoplay=true`,
    );
  });
});
