// The home page's category grid: choosing a category shows its subcategories (with Back to Categories); a
// subcategory opens /subcategory/{slug}, its slug built from the name when none is stored. Every tile is a link (to
// the category's page), so a tap does something before the app's code has run.
import type { Category, Subcategory } from "@mayil/core/catalogue/catalogue-schemas";
import { subcategorySlug } from "@mayil/core/catalogue/slug";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_IMAGE_SIZE, ResponsiveImage } from "../../components/ui/responsive-image";
import { Spinner } from "../../components/ui/spinner";
import { useAllSubcategories, useCategories } from "../../lib/catalogue/categories";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";

const TILE_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 45vw, 46vw";

interface CategoryBrowserProps {
  selectedCategoryId: number | null;
  onSelect: (categoryId: number | null) => void;
  ref?: React.Ref<HTMLElement>;
}

export function CategoryBrowser({ selectedCategoryId, onSelect, ref }: CategoryBrowserProps) {
  const categories = useCategories();
  const subcategories = useAllSubcategories();
  const selected = categories.data?.find((c) => c.id === selectedCategoryId);
  const t = useMessages();

  return (
    <section
      ref={ref}
      id="categories"
      aria-labelledby="categories-heading"
      className="container-shop scroll-mt-20 pt-16"
    >
      <div className="mb-8 text-center">
        <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
          {t("catalogue.home.collections")}
        </p>
        <h2 id="categories-heading" className="mt-2 font-display text-4xl font-semibold">
          {selected ? selected.name : t("catalogue.home.shopByCategory")}
        </h2>
        {selected && <p className="mx-auto mt-2 max-w-xl text-muted">{selected.description}</p>}
      </div>
      {categories.isPending ? (
        <Spinner />
      ) : selected ? (
        <SubcategoryTiles
          category={selected}
          subcategories={(subcategories.data ?? []).filter((s) => s.category_id === selected.id)}
          onBack={() => onSelect(null)}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" data-testid="category-grid">
          {(categories.data ?? []).map((category) => (
            <li key={category.id}>
              {/* A real link to the category's page, which a tap before the app's code has run follows (decision 033);
                  once the app is live, a tap shows the category's subcategories here instead, as the spec asks. */}
              <Link
                to={paths.category.getHref(category.id)}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onSelect(category.id);
                }}
                className="group relative block w-full overflow-hidden rounded-2xl text-left"
              >
                <Tile image={category.image} name={category.name} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SubcategoryTiles({
  category,
  subcategories,
  onBack,
}: {
  category: Category;
  subcategories: Subcategory[];
  onBack: () => void;
}) {
  const t = useMessages();
  return (
    <div className="animate-fade-in">
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5"
        data-testid="subcategory-grid"
        aria-label={t("catalogue.home.subcategoriesOf", { category: category.name })}
      >
        {subcategories.map((sub) => (
          <li key={sub.id}>
            <Link
              to={paths.subcategory.getHref(sub.slug || subcategorySlug(sub.name))}
              className="group relative block overflow-hidden rounded-2xl"
            >
              <Tile image={sub.image} name={sub.name} />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-5 py-2.5 text-sm font-medium hover:bg-sand"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t("catalogue.home.backToCategories")}
        </button>
        <Link
          to={paths.category.getHref(category.id)}
          className="inline-flex items-center gap-2 text-sm font-medium text-peacock hover:underline"
        >
          {t("catalogue.home.seeAll", { category: category.name })}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </div>
  );
}

function Tile({ image, name }: { image: string | null; name: string }) {
  return (
    <>
      <ResponsiveImage
        src={image}
        alt=""
        width={CATEGORY_IMAGE_SIZE}
        height={CATEGORY_IMAGE_SIZE}
        sizes={TILE_SIZES}
        className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-ink/75 via-ink/10 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 p-3 font-display text-xl font-semibold text-white sm:p-4 sm:text-2xl">
        {name}
      </span>
    </>
  );
}
