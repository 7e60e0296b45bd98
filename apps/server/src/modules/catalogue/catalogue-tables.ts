// The catalogue's tables: categories, subcategories, products, their colour variants, their ordered media and the old
// links of renamed products (decision 078).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { moneyColumn } from "../../db/money-column";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

// The owner's Malayalam and Hindi names and descriptions (decision 084): null where she gave none, and the English
// shows. A column per language keeps every read one row and the spreadsheet's columns one-to-one.
const translatedNames = () => ({ nameMl: text("name_ml"), nameHi: text("name_hi") });
const translatedDescriptions = () => ({ descriptionMl: text("description_ml"), descriptionHi: text("description_hi") });

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  ...translatedNames(),
  ...translatedDescriptions(),
  image: text("image"),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    ...translatedNames(),
    slug: text("slug").notNull().unique(),
    image: text("image"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("subcategories_category_idx").on(t.categoryId, t.position)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    ...translatedNames(),
    ...translatedDescriptions(),
    price: moneyColumn("price").notNull(),
    stock: integer("stock").notNull().default(0),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    subcategoryId: integer("subcategory_id").references((): AnyPgColumn => subcategories.id, { onDelete: "set null" }),
    // One design sold as separate products, one per colour, shares a colour group; the product page links them.
    colorGroup: text("color_group"),
    colorName: text("color_name"),
    // The piece's own colour name in Malayalam and Hindi; null: the English one (or "As shown") shows (decision 084).
    colorNameMl: text("color_name_ml"),
    colorNameHi: text("color_name_hi"),
    colorCode: text("color_code"),
    // False once the owner archives it: gone from every shopper list, kept for the orders that hold it.
    isActive: boolean("is_active").notNull().default(true),
    // A draft is not on sale: hidden from every shopper list, page and cart until the owner publishes it.
    isDraft: boolean("is_draft").notNull().default(false),
    // The home page's featured pieces.
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("products_price_not_negative", sql`${t.price} >= 0`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    index("products_category_idx").on(t.categoryId, t.id),
    index("products_category_price_idx").on(t.categoryId, t.price, t.id),
    index("products_subcategory_idx").on(t.subcategoryId, t.id),
    index("products_price_idx").on(t.price, t.id),
    index("products_color_group_idx").on(t.colorGroup),
    // Trigram indexes keep "name or description contains" searches off a sequential scan at 100,000 products.
    index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("products_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
    // Search reads the Malayalam and Hindi names beside the English one (decision 084).
    index("products_name_ml_trgm_idx").using("gin", t.nameMl.op("gin_trgm_ops")),
    index("products_name_hi_trgm_idx").using("gin", t.nameHi.op("gin_trgm_ops")),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colorName: text("color_name").notNull(),
    // The colour's name in Malayalam and Hindi; null: the English one shows (decision 084).
    colorNameMl: text("color_name_ml"),
    colorNameHi: text("color_name_hi"),
    colorCode: text("color_code").notNull(),
    price: moneyColumn("price").notNull(),
    stock: integer("stock").notNull().default(0),
    position: integer("position").notNull().default(0),
    // False once the owner removes the colour: hidden from shoppers, kept for the orders and ledger rows naming it.
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    check("product_variants_price_not_negative", sql`${t.price} >= 0`),
    check("product_variants_stock_not_negative", sql`${t.stock} >= 0`),
    index("product_variants_product_idx").on(t.productId, t.position),
  ],
);

export const mediaKind = pgEnum("media_kind", ["image", "video"]);

export const productMedia = pgTable(
  "product_media",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // Set when the photo or video shows one colour variant; null for the product's own media.
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    kind: mediaKind("kind").notNull(),
    url: text("url").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("product_media_product_idx").on(t.productId, t.position),
    index("product_media_variant_idx").on(t.variantId),
  ],
);

/** Slugs a product had before a rename: /product/{old slug} still finds it. */
export const productOldSlugs = pgTable(
  "product_old_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_old_slugs_product_idx").on(t.productId)],
);
