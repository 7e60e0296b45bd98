// The owner's categories and subcategories: list them with their product counts, add, rename, move and order them,
// and set their photos. Each change is one transaction, announced to every process's catalogue cache once committed.
import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { productSlug, subcategorySlug } from "@mayil/core/catalogue/slug";
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound } from "../../domain-errors";
import type { PreparedPhoto } from "../media";
import { releasePhoto, storePhoto } from "./catalogue-photos";
import { categories, products, subcategories } from "./catalogue-tables";
import {
  CATEGORY_TREE_LOCK,
  moveProducts,
  numberCategories,
  numberSubcategories,
  refuseIncompleteOrder,
  refuseWhileHolding,
  sameName,
  uniqueSlug,
} from "./category-tree-steps";
import { readOwnerCategories } from "./owner-category-list";
import type { CatalogueWriter } from "./product-photos";

/** Her Malayalam and Hindi names (decision 084): left out stays as it is, null takes it away. */
export interface TranslatedNames {
  name_ml?: string | null;
  name_hi?: string | null;
}
export interface TranslatedDescriptions {
  description_ml?: string | null;
  description_hi?: string | null;
}

export interface CategoryChanges extends TranslatedNames, TranslatedDescriptions {
  name?: string;
  description?: string;
  position?: number;
}

export interface SubcategoryChanges extends TranslatedNames {
  name?: string;
  category_id?: number;
  position?: number;
}

/** The columns a body's translations set: only those it names. */
function translationColumns(body: TranslatedNames & TranslatedDescriptions) {
  const columns: {
    nameMl?: string | null;
    nameHi?: string | null;
    descriptionMl?: string | null;
    descriptionHi?: string | null;
  } = {};
  if (body.name_ml !== undefined) columns.nameMl = body.name_ml;
  if (body.name_hi !== undefined) columns.nameHi = body.name_hi;
  if (body.description_ml !== undefined) columns.descriptionMl = body.description_ml;
  if (body.description_hi !== undefined) columns.descriptionHi = body.description_hi;
  return columns;
}

type CategoryRow = typeof categories.$inferSelect;
type SubcategoryRow = typeof subcategories.$inferSelect;

export class OwnerCategories {
  constructor(private readonly catalogue: CatalogueWriter) {}

  async list(): Promise<OwnerCategory[]> {
    return readOwnerCategories(this.catalogue.db);
  }

  async get(id: number): Promise<OwnerCategory> {
    const [category] = await readOwnerCategories(this.catalogue.db, id);
    if (!category) throw new NotFound("Category not found");
    return category;
  }

  /** Adds a category, last in the order. Its slug follows from its name, made unique with -2, -3... */
  async create(
    name: string,
    description: string,
    translations: TranslatedNames & TranslatedDescriptions = {},
  ): Promise<OwnerCategory> {
    return this.change(async (tx) => {
      await this.refuseTakenName(tx, name, null);
      const slug = await uniqueSlug(tx, "category", productSlug(name));
      const [last] = await tx.select({ position: max(categories.position) }).from(categories);
      const [created] = await tx
        .insert(categories)
        .values({ name, slug, description, ...translationColumns(translations), position: (last?.position ?? -1) + 1 })
        .returning({ id: categories.id });
      if (!created) throw new Error("the new category was not returned");
      return created.id;
    });
  }

  /**
   * Renames, describes or moves a category. The slug stays: links and bookmarks made with it keep working. A position
   * counts from 0 (the first); one past the end puts it last.
   */
  async update(id: number, changes: CategoryChanges): Promise<OwnerCategory> {
    return this.change(async (tx) => {
      const category = await this.category(tx, id);
      if (changes.name !== undefined) await this.refuseTakenName(tx, changes.name, id);
      await tx
        .update(categories)
        .set({
          name: changes.name ?? category.name,
          description: changes.description ?? category.description,
          ...translationColumns(changes),
        })
        .where(eq(categories.id, id));
      if (changes.position !== undefined) {
        const order = (await this.categoryOrder(tx)).filter((other) => other !== id);
        order.splice(changes.position, 0, id);
        await numberCategories(tx, order);
      }
      return id;
    });
  }

  /** Puts every category in the order given (each once). */
  async reorder(ids: number[]): Promise<OwnerCategory[]> {
    await this.write(async (tx) => {
      const order = await this.categoryOrder(tx);
      refuseIncompleteOrder(ids, order, "every category");
      await numberCategories(tx, ids);
    });
    return this.list();
  }

  /** Adds a subcategory, last in its category; its slug by the spec's subcategory rule, made unique. */
  async createSubcategory(
    categoryId: number,
    name: string,
    translations: TranslatedNames = {},
  ): Promise<OwnerCategory> {
    return this.change(async (tx) => {
      await this.category(tx, categoryId);
      await this.refuseTakenSubcategoryName(tx, categoryId, name, null);
      const slug = await uniqueSlug(tx, "subcategory", subcategorySlug(name));
      const [last] = await tx
        .select({ position: max(subcategories.position) })
        .from(subcategories)
        .where(eq(subcategories.categoryId, categoryId));
      await tx
        .insert(subcategories)
        .values({ categoryId, name, slug, ...translationColumns(translations), position: (last?.position ?? -1) + 1 });
      return categoryId;
    });
  }

  /**
   * Renames a subcategory or moves it: within its category (position), or to another one, where it goes last unless a
   * position is given; its products move with it, so a product's category always holds its subcategory.
   */
  async updateSubcategory(id: number, changes: SubcategoryChanges): Promise<OwnerCategory> {
    return this.change(async (tx) => {
      const subcategory = await this.subcategory(tx, id);
      const target = changes.category_id ?? subcategory.categoryId;
      const moving = target !== subcategory.categoryId;
      if (moving) await this.category(tx, target);
      const name = changes.name ?? subcategory.name;
      if (changes.name !== undefined || moving) await this.refuseTakenSubcategoryName(tx, target, name, id);
      await tx
        .update(subcategories)
        .set({
          name,
          categoryId: target,
          ...translationColumns({ name_ml: changes.name_ml, name_hi: changes.name_hi }),
        })
        .where(eq(subcategories.id, id));
      if (moving) {
        await moveProducts(tx, id, target);
        await numberSubcategories(tx, await this.subcategoryOrder(tx, subcategory.categoryId));
      }
      if (moving || changes.position !== undefined) {
        const order = (await this.subcategoryOrder(tx, target)).filter((other) => other !== id);
        order.splice(changes.position ?? order.length, 0, id);
        await numberSubcategories(tx, order);
      }
      return target;
    });
  }

  /** Puts a category's subcategories in the order given (each of them once). */
  async reorderSubcategories(categoryId: number, ids: number[]): Promise<OwnerCategory> {
    return this.change(async (tx) => {
      await this.category(tx, categoryId);
      refuseIncompleteOrder(ids, await this.subcategoryOrder(tx, categoryId), "every subcategory of the category");
      await numberSubcategories(tx, ids);
      return categoryId;
    });
  }

  /** Fails fast (404) before a photo is decoded for a category that is not there. */
  async checkCategory(id: number): Promise<void> {
    await this.category(this.catalogue.db, id);
  }

  async checkSubcategory(id: number): Promise<void> {
    await this.subcategory(this.catalogue.db, id);
  }

  /**
   * Deletes an empty category, with its (equally empty) subcategories and their photos; the others close up the
   * order. 409 while any product is in it, archived pieces and drafts too: the orders that hold them name it.
   */
  async deleteCategory(id: number): Promise<OwnerCategory[]> {
    await this.write(async (tx) => {
      const category = await this.category(tx, id);
      await refuseWhileHolding(tx, eq(products.categoryId, id), category.name, "category");
      const subs = await tx.delete(subcategories).where(eq(subcategories.categoryId, id)).returning();
      await tx.delete(categories).where(eq(categories.id, id));
      for (const photo of [category.image, ...subs.map((sub) => sub.image)]) {
        await releasePhoto(tx, this.catalogue.store, photo);
      }
      await numberCategories(tx, await this.categoryOrder(tx));
    });
    return readOwnerCategories(this.catalogue.db);
  }

  /** Deletes an empty subcategory and its photo; 409 while any product is in it (archived pieces and drafts too). */
  async deleteSubcategory(id: number): Promise<OwnerCategory> {
    return this.change(async (tx) => {
      const subcategory = await this.subcategory(tx, id);
      await refuseWhileHolding(tx, eq(products.subcategoryId, id), subcategory.name, "subcategory");
      await tx.delete(subcategories).where(eq(subcategories.id, id));
      await releasePhoto(tx, this.catalogue.store, subcategory.image);
      await numberSubcategories(tx, await this.subcategoryOrder(tx, subcategory.categoryId));
      return subcategory.categoryId;
    });
  }

  /** Sets the category's photo; the one it replaces leaves the store unless something else shows it. */
  async setCategoryPhoto(id: number, photo: PreparedPhoto): Promise<OwnerCategory> {
    return this.change(async (tx) => {
      const category = await this.category(tx, id);
      const key = await storePhoto(tx, this.catalogue.store, photo);
      await tx.update(categories).set({ image: key }).where(eq(categories.id, id));
      if (category.image !== key) await releasePhoto(tx, this.catalogue.store, category.image);
      return id;
    });
  }

  async setSubcategoryPhoto(id: number, photo: PreparedPhoto): Promise<OwnerCategory> {
    return this.change(async (tx) => {
      const subcategory = await this.subcategory(tx, id);
      const key = await storePhoto(tx, this.catalogue.store, photo);
      await tx.update(subcategories).set({ image: key }).where(eq(subcategories.id, id));
      if (subcategory.image !== key) await releasePhoto(tx, this.catalogue.store, subcategory.image);
      return subcategory.categoryId;
    });
  }

  /** A change that returns the category it touched, as it is after the commit. */
  private async change(work: (tx: Transaction) => Promise<number>): Promise<OwnerCategory> {
    const id = await this.write(work);
    return this.get(id);
  }

  /**
   * One change of the category tree, announced once committed. Changes of the tree take one lock first and so happen
   * one at a time: names stay unique in their place, positions stay 0, 1, 2... (They are rare: the owner's edits.)
   */
  private async write<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await transactionWithRetry(this.catalogue.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_TREE_LOCK[0]}, ${CATEGORY_TREE_LOCK[1]})`);
      this.catalogue.events.publish(tx, { name: "catalogue-changed" });
      return work(tx);
    });
    return result;
  }

  private async category(db: Database | Transaction, id: number): Promise<CategoryRow> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    if (!row) throw new NotFound("Category not found");
    return row;
  }

  private async subcategory(db: Database | Transaction, id: number): Promise<SubcategoryRow> {
    const [row] = await db.select().from(subcategories).where(eq(subcategories.id, id));
    if (!row) throw new NotFound("Subcategory not found");
    return row;
  }

  private async refuseTakenName(tx: Transaction, name: string, except: number | null): Promise<void> {
    const [taken] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(sameName(categories.name, name), except === null ? undefined : ne(categories.id, except)));
    if (taken) throw new Conflict(`There is already a category called ${name}`);
  }

  private async refuseTakenSubcategoryName(
    tx: Transaction,
    categoryId: number,
    name: string,
    except: number | null,
  ): Promise<void> {
    const [taken] = await tx
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(
        and(
          eq(subcategories.categoryId, categoryId),
          sameName(subcategories.name, name),
          except === null ? undefined : ne(subcategories.id, except),
        ),
      );
    if (taken) throw new Conflict(`This category already has a subcategory called ${name}`);
  }

  private async categoryOrder(tx: Transaction): Promise<number[]> {
    const rows = await tx
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    return rows.map((row) => row.id);
  }

  private async subcategoryOrder(tx: Transaction, categoryId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(eq(subcategories.categoryId, categoryId))
      .orderBy(asc(subcategories.position), asc(subcategories.id));
    return rows.map((row) => row.id);
  }
}
