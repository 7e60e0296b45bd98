// The product's photos then videos (docs/shop/storefront.md#product-page): advances every 3 s when there is more than
// one item, a horizontal swipe of more than 40 px goes to the previous or next item, and both ends wrap around.
import { LEAD_IMAGE_SIZES } from "@mayil/core/catalogue/media-srcset";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { PRODUCT_IMAGE_SIZE, ResponsiveImage } from "../../components/ui/responsive-image";
import { useMessages } from "../../lib/messages";
import { useAutoAdvance } from "../../lib/use-auto-advance";
import { usePageLoaded } from "../../lib/use-page-loaded";
import { VideoPlayer } from "./video-player";

export const CAROUSEL_INTERVAL_MS = 3000;
export const SWIPE_THRESHOLD_PX = 40;

type MediaItem = { kind: "image"; url: string } | { kind: "video"; url: string };

export function MediaCarousel({
  images,
  videos,
  productName,
}: {
  images: string[];
  videos: string[];
  productName: string;
}) {
  const items: MediaItem[] = [
    ...images.map((url) => ({ kind: "image" as const, url })),
    ...videos.map((url) => ({ kind: "video" as const, url })),
  ];
  const [playingIndex, setPlayingIndex] = useState<number | null>(null);
  // A playing video holds the carousel still.
  const { index: selected, go } = useAutoAdvance(items.length, CAROUSEL_INTERVAL_MS, playingIndex !== null);
  const pageLoaded = usePageLoaded();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const many = items.length > 1;
  const t = useMessages();

  function show(index: number) {
    setPlayingIndex(null);
    go(index);
  }

  function onPointerUp(event: React.PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !many) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      show(dx < 0 ? selected + 1 : selected - 1);
    }
  }

  if (items.length === 0) {
    return (
      <ResponsiveImage
        src={null}
        alt={productName}
        width={PRODUCT_IMAGE_SIZE}
        height={PRODUCT_IMAGE_SIZE}
        sizes="100vw"
        className="w-full rounded-3xl"
      />
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("catalogue.media.label", { name: productName })}
      className="select-none"
    >
      <div className="relative overflow-hidden rounded-3xl bg-sand shadow-sm">
        <div
          className="overflow-hidden [touch-action:pan-y]"
          onPointerDown={(event) => {
            swipeStart.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          data-testid="product-carousel"
          data-selected={selected}
        >
          <div
            className="flex transition-transform duration-500 ease-out"
            style={{ transform: `translateX(-${selected * 100}%)` }}
          >
            {items.map((item, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
              <div
                key={`${item.kind}-${item.url}`}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={t("catalogue.slideOf", { index: index + 1, count: items.length })}
                aria-hidden={index !== selected}
                inert={index !== selected}
              >
                {item.kind === "video" ? (
                  <VideoPlayer
                    url={item.url}
                    productName={productName}
                    playing={playingIndex === index}
                    onPlayingChange={(playing) => setPlayingIndex(playing ? index : null)}
                  />
                ) : index === 0 || pageLoaded ? (
                  <ResponsiveImage
                    src={item.url}
                    alt={index === 0 ? productName : t("catalogue.media.view", { name: productName, index: index + 1 })}
                    width={PRODUCT_IMAGE_SIZE}
                    height={PRODUCT_IMAGE_SIZE}
                    sizes={LEAD_IMAGE_SIZES.productPhoto}
                    priority
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  // Later photos are fetched once the page has loaded, so they never slow the first one.
                  <div className="aspect-square w-full bg-sand" />
                )}
              </div>
            ))}
          </div>
        </div>
        {many && (
          <>
            <button
              type="button"
              onClick={() => show(selected - 1)}
              aria-label={t("catalogue.media.previous")}
              className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow hover:bg-white"
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => show(selected + 1)}
              aria-label={t("catalogue.media.next")}
              className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow hover:bg-white"
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </>
        )}
      </div>
      {many && (
        // Small dots, but each in a 44 px button a thumb can hit (WCAG 2.5.5).
        <div className="mt-1 flex justify-center">
          {items.map((item, index) => (
            <button
              key={`${item.kind}-${item.url}`}
              type="button"
              onClick={() => show(index)}
              aria-label={t(item.kind === "image" ? "catalogue.media.showPhoto" : "catalogue.media.showVideo", {
                index: index + 1,
              })}
              aria-current={index === selected}
              className="flex size-11 items-center justify-center"
            >
              <span
                className={`block h-1.5 rounded-full transition-all ${index === selected ? "w-6 bg-peacock" : "w-1.5 bg-stone-400"}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
