// Home (/): hero, category grid, Featured Products.
import { useRef, useState } from "react";
import { HydrateLater } from "../../components/ui/hydrate-later";
import { usePageTitle } from "../../lib/use-page-title";
import { CategoryBrowser } from "./category-browser";
import { FeaturedProducts } from "./featured-products";
import { HeroSlideshow } from "./hero-slideshow";
import { ShopPromises } from "./shop-promises";

export function HomePage() {
  usePageTitle();
  const [selectedCategoryId, setSelectedCategoryId] = useState<number | null>(null);
  const categoriesSection = useRef<HTMLElement>(null);

  function chooseCategory(categoryId: number) {
    setSelectedCategoryId(categoryId);
    categoriesSection.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  return (
    <>
      <HeroSlideshow onChooseCategory={chooseCategory} />
      {/* Below the first screen on a phone: alive a moment after the hero, each in a short task of its own. */}
      <HydrateLater>
        <ShopPromises />
      </HydrateLater>
      <HydrateLater>
        <CategoryBrowser
          ref={categoriesSection}
          selectedCategoryId={selectedCategoryId}
          onSelect={setSelectedCategoryId}
        />
      </HydrateLater>
      <HydrateLater>
        <FeaturedProducts />
      </HydrateLater>
    </>
  );
}
