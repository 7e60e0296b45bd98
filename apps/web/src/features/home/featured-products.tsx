// Featured Products on the home page: four pieces and a View All Products link.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { secondaryButton } from "../../components/ui/button-styles";
import { ProductGrid } from "../../components/ui/product-grid";
import { Spinner } from "../../components/ui/spinner";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { useFeaturedProducts } from "./use-featured-products";

export function FeaturedProducts() {
  const { data: products, isPending } = useFeaturedProducts();
  const t = useMessages();
  return (
    <section aria-labelledby="featured-heading" className="container-shop pt-20">
      <div className="mb-8 text-center">
        <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">{t("catalogue.home.lovedBy")}</p>
        <h2 id="featured-heading" className="mt-2 font-display text-4xl font-semibold">
          {t("catalogue.home.featured")}
        </h2>
      </div>
      {isPending ? (
        <Spinner />
      ) : products && products.length > 0 ? (
        <ProductGrid products={products} />
      ) : (
        <p className="text-center text-muted">{t("catalogue.noProducts")}</p>
      )}
      <div className="mt-10 flex justify-center">
        <Link to={paths.products.getHref()} className={secondaryButton}>
          {t("catalogue.home.viewAll")}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
