// Below the product: its other colours (with 'View all' when there are more than 4) and similar pieces.
import type { RelatedProduct } from "@mayil/core/catalogue/catalogue-schemas";
import { productSlug } from "@mayil/core/catalogue/slug";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PRODUCT_IMAGE_SIZE, ResponsiveImage } from "../../components/ui/responsive-image";
import { StockBadge } from "../../components/ui/stock-badge";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { formatPrice } from "../../lib/price";

const SHOWN = 4;

export function RelatedProducts({ productId, related }: { productId: number; related: RelatedProduct[] }) {
  const colours = related.filter((r) => r.relation === "color");
  const similar = related.filter((r) => r.relation === "subcategory");
  const t = useMessages();
  return (
    <div className="space-y-14">
      {colours.length > 0 && (
        <RelatedBlock
          title={t("catalogue.product.otherColours")}
          items={colours.slice(0, SHOWN)}
          testId="related-colours"
        >
          {colours.length > SHOWN && (
            <Link
              to={paths.productColors.getHref(productId)}
              className="inline-flex items-center gap-1 text-sm font-medium text-peacock hover:underline"
            >
              {t("catalogue.product.viewAll")}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          )}
        </RelatedBlock>
      )}
      {similar.length > 0 && (
        <RelatedBlock
          title={t("catalogue.product.alsoLike")}
          items={similar.slice(0, SHOWN)}
          testId="related-products"
        />
      )}
    </div>
  );
}

function RelatedBlock({
  title,
  items,
  testId,
  children,
}: {
  title: string;
  items: RelatedProduct[];
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h2 className="font-display text-3xl font-semibold">{title}</h2>
        {children}
      </div>
      <RelatedGrid items={items} />
    </section>
  );
}

/** A card of the grid; `href` sends it somewhere other than the piece's page (a colour chosen on it). */
export type RelatedCard = RelatedProduct & { href?: string };

export function RelatedGrid({ items, showStock = false }: { items: RelatedCard[]; showStock?: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
      {items.map((item) => (
        <li key={item.href ?? item.id}>
          <Link
            to={item.href ?? paths.product.getHref(item.slug || productSlug(item.name))}
            className="group block overflow-hidden rounded-2xl bg-white ring-1 ring-line/70"
          >
            <ResponsiveImage
              src={item.image}
              alt={item.name}
              width={PRODUCT_IMAGE_SIZE}
              height={PRODUCT_IMAGE_SIZE}
              sizes="(min-width: 640px) 25vw, 48vw"
              className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
            <div className="p-3">
              <p className="font-display text-lg leading-snug font-semibold">{item.name}</p>
              <p className="mt-1 flex items-center gap-2 text-sm">
                {item.color_code && (
                  <span
                    className="size-3 rounded-full ring-1 ring-black/10"
                    style={{ backgroundColor: item.color_code }}
                    aria-hidden
                  />
                )}
                {item.color_name && <span className="text-muted">{item.color_name}</span>}
                <span className="font-semibold text-peacock tabular-nums">{formatPrice(item.price)}</span>
              </p>
              {showStock && (
                <p className="mt-2">
                  <StockBadge stock={item.stock_quantity} />
                </p>
              )}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
