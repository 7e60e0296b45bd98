// Responsive image sources: the server makes any /media image at a set of widths (WebP) under /media/w/{width}/,
// and both the pages (srcset) and the server's preload hints name them the same way.

/** The only widths the server makes, so its cache of resized copies cannot be filled at will. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;

const isOurMedia = (src: string) => src.startsWith("/media/") && !src.startsWith("/media/w/");

export const resizedMediaUrl = (src: string, width: number) =>
  isOurMedia(src) ? `/media/w/${width}/${src.slice("/media/".length)}` : src;

/** 'url 320w, url 640w, …' up to the image's own width, or undefined for images we cannot resize (other hosts). */
export function mediaSrcSet(src: string, intrinsicWidth: number): string | undefined {
  if (!isOurMedia(src)) return undefined;
  const widths = MEDIA_WIDTHS.filter((w) => w < intrinsicWidth);
  return [...widths.map((w) => `${resizedMediaUrl(src, w)} ${w}w`), `${src} ${intrinsicWidth}w`].join(", ");
}

/** Stored sizes of the shop's media: products 800², categories and subcategories 600², banners 1600×700. */
export const MEDIA_SIZES = {
  product: { width: 800, height: 800 },
  category: { width: 600, height: 600 },
  banner: { width: 1600, height: 700 },
} as const;

/** The `sizes` of the photo that is largest on its page, shared with the server's preload hint for it (a preload
 * only helps when its srcset and sizes match the <img> exactly). */
export const LEAD_IMAGE_SIZES = {
  heroBanner: "100vw",
  productPhoto: "(min-width: 1024px) 600px, 100vw",
  categoryBanner: "100vw",
} as const;
