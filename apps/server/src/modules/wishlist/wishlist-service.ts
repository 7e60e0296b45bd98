// A shopper's wishlist: products they keep an eye on, newest first; adding one twice is harmless.
import type { TranslatedLanguage } from "@mayil/core/languages/languages";
import type { WishlistEntry } from "@mayil/core/shopping/shopping-schemas";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { Conflict, NotFound } from "../../domain-errors";
import type { CatalogueService } from "../catalogue";
import { sellableItem } from "../stock";
import { wishlistItems } from "./wishlist-tables";

/** Generous for a shopper, and a bound on what one account can store. */
export const MAX_WISHLIST_ENTRIES = 500;

export const wishlistMessages = {
  added: "Added to wishlist successfully",
  removed: "Removed from wishlist successfully",
  notInWishlist: "This product is not in your wishlist",
} as const;

export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Her saved pieces, newest first, named in `language` (the catalogue's names, English where the owner gave none). */
  async list(userId: number, language?: TranslatedLanguage): Promise<WishlistEntry[]> {
    const rows = await this.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    const views = new Map(
      (
        await this.catalogue.productsByIds(
          rows.map((row) => row.productId),
          language,
        )
      ).map((p) => [p.id, p]),
    );
    return rows.flatMap((row) => {
      const product = views.get(row.productId);
      return product ? { id: row.id, product_id: row.productId, created_at: row.createdAt, products: product } : [];
    });
  }

  async add(userId: number, productId: number): Promise<void> {
    await sellableItem(this.db, productId, null); // 404 for a product that is not for sale
    const [{ entries } = { entries: 0 }] = await this.db
      .select({ entries: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    if (entries >= MAX_WISHLIST_ENTRIES) {
      throw new Conflict(`Your wishlist can hold up to ${MAX_WISHLIST_ENTRIES} products`, {
        code: "limit_reached",
        details: { limit: MAX_WISHLIST_ENTRIES },
      });
    }
    await this.db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  }

  async remove(userId: number, productId: number): Promise<void> {
    const removed = await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
      .returning({ id: wishlistItems.id });
    if (removed.length === 0) throw new NotFound(wishlistMessages.notInWishlist);
  }

  async contains(userId: number, productId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    return Boolean(row);
  }
}
