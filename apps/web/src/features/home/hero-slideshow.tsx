// The home hero (spec: two banners rotating every 4 s; the promise of quality, affordable prices and store pickup
// with no delivery fee; Shop Daily Wear and Explore Traditional open those categories further down the page).

import { LEAD_IMAGE_SIZES, MEDIA_SIZES } from "@mayil/core/catalogue/media-srcset";
import { goldButton } from "../../components/ui/button-styles";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { useMessages } from "../../lib/messages";
import { useAutoAdvance } from "../../lib/use-auto-advance";
import { usePageLoaded } from "../../lib/use-page-loaded";

export const HERO_INTERVAL_MS = 4000;

const banners = [
  { src: "/media/banners/hero-1.webp", alt: "catalogue.hero.banner1" },
  { src: "/media/banners/hero-2.webp", alt: "catalogue.hero.banner2" },
] as const;

/** Daily Wear and Traditional are categories 1 and 2 (docs/shop/storefront.md#home). */
export const DAILY_WEAR_CATEGORY_ID = 1;
export const TRADITIONAL_CATEGORY_ID = 2;

export function HeroSlideshow({ onChooseCategory }: { onChooseCategory: (categoryId: number) => void }) {
  const { index: selected, go } = useAutoAdvance(banners.length, HERO_INTERVAL_MS);
  const pageLoaded = usePageLoaded();
  const t = useMessages();

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("catalogue.hero.label")}
      className="relative overflow-hidden bg-peacock-dark"
    >
      {/* The banners lie on top of each other and cross-fade. */}
      <div className="relative h-[32rem] sm:h-[30rem] lg:h-[36rem]" data-testid="hero-slides">
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
          <div
            key={banner.src}
            className={`absolute inset-0 transition-opacity duration-1000 ease-in-out ${index === selected ? "opacity-100" : "opacity-0"}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t("catalogue.slideOf", { index: index + 1, count: banners.length })}
            aria-hidden={index !== selected}
            data-active={index === selected}
          >
            {(index === 0 || pageLoaded) && (
              <ResponsiveImage
                src={banner.src}
                alt={t(banner.alt)}
                width={MEDIA_SIZES.banner.width}
                height={MEDIA_SIZES.banner.height}
                sizes={LEAD_IMAGE_SIZES.heroBanner}
                priority
                className="h-full w-full object-cover object-[75%_center]"
              />
            )}
          </div>
        ))}
      </div>
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/60 to-ink/25 sm:bg-gradient-to-r sm:from-ink/80 sm:via-ink/45 sm:to-transparent" />
      <div className="pointer-events-none absolute inset-0 flex items-end sm:items-center">
        <div className="container-shop pb-14 sm:pb-0">
          <div className="pointer-events-auto max-w-xl text-white">
            <p className="text-xs font-medium tracking-[0.3em] text-gold-light uppercase">
              {t("catalogue.hero.kicker")}
            </p>
            <h1 className="mt-3 font-display text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
              {t("catalogue.hero.heading")}
            </h1>
            <p className="mt-4 text-base text-stone-100 sm:text-lg">{t("catalogue.hero.text")}</p>
            <div className="mt-7 flex flex-wrap gap-3">
              <button type="button" className={goldButton} onClick={() => onChooseCategory(DAILY_WEAR_CATEGORY_ID)}>
                {t("catalogue.hero.dailyWear")}
              </button>
              <button
                type="button"
                className="inline-flex items-center justify-center rounded-full border border-white/70 px-6 py-3 text-sm font-medium tracking-wide text-white backdrop-blur-sm transition-colors hover:bg-white hover:text-ink"
                onClick={() => onChooseCategory(TRADITIONAL_CATEGORY_ID)}
              >
                {t("catalogue.hero.traditional")}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-4 flex justify-center gap-2">
        {banners.map((banner, index) => (
          <button
            key={banner.src}
            type="button"
            onClick={() => go(index)}
            aria-label={t("catalogue.hero.showSlide", { index: index + 1 })}
            aria-current={index === selected}
            className="flex size-6 items-center justify-center"
          >
            <span
              className={`block h-1.5 rounded-full transition-all ${index === selected ? "w-6 bg-gold-light" : "w-1.5 bg-white/60"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
