// Every catalogue image: several widths with srcset/sizes, fixed width and height (no layout shift), lazy and behind
// the lead photo unless told, and a calm placeholder when the image cannot be loaded.
import { Gem } from "lucide-react";
import { useState } from "react";
import { MEDIA_SIZES, mediaSrcSet } from "../../lib/media";
import { useMessages } from "../../lib/messages";

export interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  /** The stored image's own size: fixes the aspect ratio before it loads. */
  width: number;
  height: number;
  sizes: string;
  /** Above the fold: load at once and first (the hero, the product photo). */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className = "",
}: ResponsiveImageProps) {
  const t = useMessages();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt || t("frame.imageNotAvailable")}
        className={`flex items-center justify-center bg-sand text-gold ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        data-testid="image-placeholder"
      >
        <Gem className="size-10 opacity-60" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={mediaSrcSet(src, width)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      // The rest wait for the lead photo and the heading font: left to itself the browser raises every image it finds
      // on the first screen to high priority once laid out, and a row of product photos shared a slow phone's
      // connection with the banner the shopper is waiting for (decision 026).
      fetchPriority={priority ? "high" : "low"}
      decoding={priority ? "sync" : "async"}
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}

export const PRODUCT_IMAGE_SIZE = MEDIA_SIZES.product.width;
export const CATEGORY_IMAGE_SIZE = MEDIA_SIZES.category.width;
