// The product grid shared by every list page. Cards load lazily by default: on these pages the banner or heading
// above the grid is the first thing to show, and cards must not compete with it for a slow connection.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { useShopperActions } from "../../lib/shopper-actions";
import { HydrateLater } from "./hydrate-later";
import { ProductCard } from "./product-card";

interface ProductGridProps {
  products: Product[];
  eagerCount?: number;
  /** A heading for screen readers, on pages where the grid follows the page's h1 (card names are h3). */
  heading?: string;
}

export function ProductGrid({ products, eagerCount = 0, heading }: ProductGridProps) {
  const actions = useShopperActions();
  return (
    <>
      {heading && <h2 className="sr-only">{heading}</h2>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4" data-testid="product-grid">
        {/* A server-rendered grid comes alive card by card, each in a short task (a whole page of cards was one long one). */}
        {products.map((product, index) => (
          <HydrateLater key={product.id}>
            <li className="flex">
              <div className="flex w-full">
                <ProductCard product={product} priority={index < eagerCount} actions={actions} />
              </div>
            </li>
          </HydrateLater>
        ))}
      </ul>
    </>
  );
}
