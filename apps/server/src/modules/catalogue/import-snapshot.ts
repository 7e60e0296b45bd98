// The catalogue as an import of the products spreadsheet plans against: every category and subcategory, the products
// and colours its rows name, and the products a new row's name repeats, read in the import's transaction. The types
// are the catalogue's words for its own rows, so the spreadsheet (a module above) imports them from here.
import { and, asc, inArray, notInArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { categories, products, productVariants, subcategories } from "./catalogue-tables";

export interface CategoryState {
  id: number;
  name: string;
  slug: string;
}
export interface SubcategoryState extends CategoryState {
  categoryId: number;
}
export interface ProductState {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** The piece's own colour name, what the shop calls the piece itself beside its colours; null: "As shown". */
  colourName: string | null;
  /** Her Malayalam and Hindi name and description; null where she gave none (decision 084). */
  nameMl: string | null;
  nameHi: string | null;
  descriptionMl: string | null;
  descriptionHi: string | null;
  /** Her Malayalam and Hindi for the piece's own colour; null where she gave none. */
  colourNameMl: string | null;
  colourNameHi: string | null;
  pricePaise: number;
  stock: number;
  categoryId: number;
  subcategoryId: number | null;
  featured: boolean;
  archived: boolean;
  /** Not on sale until published (decision 028). */
  draft: boolean;
}
export interface ColourState {
  id: number;
  productId: number;
  name: string;
  /** Her Malayalam and Hindi names for the colour; null where she gave none (decision 084). */
  nameMl: string | null;
  nameHi: string | null;
  code: string;
  pricePaise: number;
  stock: number;
  position: number;
  archived: boolean;
}

/** Every category and subcategory, and the products and colours the sheet names (with all of those products' colours). */
export interface CatalogueSnapshot {
  categories: CategoryState[];
  subcategories: SubcategoryState[];
  products: Map<number, ProductState>;
  colours: Map<number, ColourState>;
  /** Products whose name (lower case, trimmed) a new row of the sheet repeats, with their ids. */
  productsNamed: Map<string, number>;
}

/** A product an import creates, and the fields it changes of one. */
export type NewProduct = Omit<ProductState, "id" | "slug">;
export type ProductChanges = Partial<NewProduct>;
/** A colour an import adds, and the fields it changes of one. */
export type NewColour = Omit<ColourState, "id" | "productId" | "position">;
export type ColourChanges = Partial<NewColour>;

/** What the rows of a sheet name: the ones to read, and the names of the products they would create. */
export interface NamedInSheet {
  productIds: number[];
  /** Colours by id: each one's product is read, with all its colours. */
  colourIds: number[];
  /** Names (lower case, trimmed) whose namesakes the plan warns about. */
  newNames: string[];
  /** Products made by this import itself, earlier in its transaction: not namesakes of the rows that made them. */
  createdNow?: number[];
}

/**
 * Every category and subcategory, the products named (by id, or as the product of a colour named) with all their
 * colours, and the products a new name repeats.
 */
export async function readImportSnapshot(tx: Transaction, named: NamedInSheet): Promise<CatalogueSnapshot> {
  const { colourIds, newNames, createdNow = [] } = named;
  const namedColours =
    colourIds.length === 0
      ? []
      : await tx
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.id, colourIds));
  const productIds = [...new Set([...named.productIds, ...namedColours.map((c) => c.productId)])];
  const categoryRows = await tx.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const subcategoryRows = await tx
    .select()
    .from(subcategories)
    .orderBy(asc(subcategories.position), asc(subcategories.id));
  const productRows =
    productIds.length === 0 ? [] : await tx.select().from(products).where(inArray(products.id, productIds));
  const namesake =
    newNames.length === 0
      ? []
      : await tx
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(
            and(
              // One parameter, however many names: PostgreSQL then hashes the list instead of scanning it per row.
              sql`lower(trim(${products.name})) in (select jsonb_array_elements_text(${JSON.stringify(newNames)}::jsonb))`,
              createdNow.length === 0 ? undefined : notInArray(products.id, createdNow),
            ),
          )
          .orderBy(asc(products.id));
  const colourRows =
    productIds.length === 0
      ? []
      : await tx.select().from(productVariants).where(inArray(productVariants.productId, productIds));

  return {
    categories: categoryRows.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    subcategories: subcategoryRows.map((s) => ({ id: s.id, name: s.name, slug: s.slug, categoryId: s.categoryId })),
    products: new Map(
      productRows.map((p) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          slug: p.slug,
          description: p.description,
          colourName: p.colorName,
          nameMl: p.nameMl,
          nameHi: p.nameHi,
          descriptionMl: p.descriptionMl,
          descriptionHi: p.descriptionHi,
          colourNameMl: p.colorNameMl,
          colourNameHi: p.colorNameHi,
          pricePaise: p.price,
          stock: p.stock,
          categoryId: p.categoryId,
          subcategoryId: p.subcategoryId,
          featured: p.featured,
          archived: !p.isActive,
          draft: p.isDraft,
        },
      ]),
    ),
    productsNamed: new Map(namesake.map((p) => [p.name.trim().toLowerCase(), p.id])),
    colours: new Map(
      colourRows.map((v) => [
        v.id,
        {
          id: v.id,
          productId: v.productId,
          name: v.colorName,
          nameMl: v.colorNameMl,
          nameHi: v.colorNameHi,
          code: v.colorCode,
          pricePaise: v.price,
          stock: v.stock,
          position: v.position,
          archived: !v.isActive,
        },
      ]),
    ),
  };
}
