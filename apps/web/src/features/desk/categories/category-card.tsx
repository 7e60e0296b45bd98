// One category on the desk: its photo, name, description and product count, with Edit, the photo from the phone and
// its place in the order; below it, its subcategories with the same, and a way to add one.
import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { Pencil, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { CategoryForm, SubcategoryForm } from "./category-form";
import { DeleteButton } from "./delete-button";
import { DeskThumbnail } from "./desk-thumbnail";
import { MoveButtons } from "./move-buttons";
import { type Direction, movedIds } from "./moved-ids";
import { PhotoPicker } from "./photo-picker";
import { photoProblem } from "./photo-problem";
import {
  useCreateSubcategory,
  useDeleteCategory,
  useDeleteSubcategory,
  useReorderSubcategories,
  useUpdateCategory,
  useUpdateSubcategory,
  useUploadPhoto,
} from "./use-owner-categories";

type Subcategory = OwnerCategory["subcategories"][number];

/** A form that opens in place of its button; closing it gives the focus back to that button, not to the page. */
function useInPlaceForm() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return { open, show: () => setOpen(true), close, opener };
}

export const productCount = (t: DeskSay, count: number) => t("desk.categories.productCount", { count });

const smallButton =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border border-peacock/30 bg-white px-3.5 py-2 text-sm font-medium text-peacock transition-colors hover:border-peacock hover:bg-peacock/5";

interface CategoryCardProps {
  category: OwnerCategory;
  position: number;
  count: number;
  onMove: (direction: Direction) => void;
  /** Said aloud after a subcategory moved (the page's polite live region). */
  announce: (message: string) => void;
}

export function CategoryCard({ category, position, count, onMove, announce }: CategoryCardProps) {
  const t = useDeskMessages();
  const titleId = useId();
  const editing = useInPlaceForm();
  const update = useUpdateCategory(category.id);
  const photo = useUploadPhoto({ kind: "category", id: category.id });
  const remove = useDeleteCategory(category.id);
  const subcategoryCount = category.subcategories.length;

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-6"
      data-testid="owner-category"
    >
      <div>
        <div className="flex items-start gap-3 sm:gap-4">
          <DeskThumbnail src={category.image} />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-display text-xl leading-tight font-semibold break-words sm:text-2xl">
              {category.name}
            </h2>
            <p className="mt-1 text-sm text-muted" data-testid="category-counts">
              {productCount(t, category.product_count)}
              {subcategoryCount > 0 && ` · ${t("desk.categories.subcategoryCount", { count: subcategoryCount })}`}
            </p>
          </div>
          <MoveButtons name={category.name} position={position} count={count} onMove={onMove} />
        </div>

        {editing.open ? (
          <div className="mt-4 rounded-xl bg-ivory p-4 ring-1 ring-line">
            <CategoryForm category={category} save={(text) => update.mutateAsync(text)} onDone={editing.close} />
          </div>
        ) : (
          <>
            {category.description ? (
              <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink/80">{category.description}</p>
            ) : (
              <p className="mt-3 text-sm text-muted italic">{t("desk.categories.noDescription")}</p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" ref={editing.opener} onClick={editing.show} className={smallButton}>
                <Pencil className="size-4" aria-hidden />
                {t("desk.categories.edit")}
                <span className="sr-only"> {category.name}</span>
              </button>
              <PhotoPicker
                of={category.name}
                hasPhoto={category.image !== null}
                busy={photo.isPending}
                onPick={(file) => photo.mutate(file)}
              />
              {category.product_total === 0 && (
                <DeleteButton
                  name={category.name}
                  kind="category"
                  className={smallButton}
                  busy={remove.isPending}
                  remove={() => remove.mutateAsync()}
                />
              )}
            </div>
          </>
        )}
        {photo.isError && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            {photoProblem(t, photo.error, photo.variables)}
          </p>
        )}
      </div>

      <Subcategories category={category} announce={announce} />
    </article>
  );
}

function Subcategories({ category, announce }: { category: OwnerCategory; announce: (message: string) => void }) {
  const t = useDeskMessages();
  const headingId = useId();
  const adding = useInPlaceForm();
  const create = useCreateSubcategory(category.id);
  const reorder = useReorderSubcategories(category.id);
  const subcategories = category.subcategories;

  const move = (subcategory: Subcategory, direction: Direction) => {
    const ids = movedIds(
      subcategories.map((s) => s.id),
      subcategory.id,
      direction,
    );
    if (!ids) return;
    reorder.mutate(ids);
    announce(
      t("desk.categories.subcategoryMoved", {
        name: subcategory.name,
        place: ids.indexOf(subcategory.id) + 1,
        count: ids.length,
        category: category.name,
      }),
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 border-t border-line pt-3 lg:mt-0 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6"
    >
      <h3 id={headingId} className="text-xs font-medium tracking-wide text-muted uppercase">
        {t("desk.categories.subcategories")}
        <span className="sr-only">{` ${t("desk.categories.subcategoriesOf", { category: category.name })}`}</span>
      </h3>
      {subcategories.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("desk.categories.noneYet")}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-line">
          {subcategories.map((subcategory, index) => (
            <li key={subcategory.id} className="py-2.5 first:pt-1">
              <SubcategoryRow
                subcategory={subcategory}
                position={index}
                count={subcategories.length}
                onMove={(direction) => move(subcategory, direction)}
              />
            </li>
          ))}
        </ul>
      )}
      {reorder.isError && (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {reorder.error.message}
        </p>
      )}
      {adding.open ? (
        <div className="mt-3 rounded-xl bg-ivory p-3 ring-1 ring-line">
          <SubcategoryForm
            label={t("desk.categories.newSubcategoryOf", { category: category.name })}
            save={(text) => create.mutateAsync(text)}
            onDone={adding.close}
          />
        </div>
      ) : (
        <button type="button" ref={adding.opener} onClick={adding.show} className={`${smallButton} mt-3`}>
          <Plus className="size-4" aria-hidden />
          {t("desk.categories.addSubcategory")}
          <span className="sr-only">{` ${t("desk.categories.toCategory", { category: category.name })}`}</span>
        </button>
      )}
    </section>
  );
}

interface SubcategoryRowProps {
  subcategory: Subcategory;
  position: number;
  count: number;
  onMove: (direction: Direction) => void;
}

function SubcategoryRow({ subcategory, position, count, onMove }: SubcategoryRowProps) {
  const t = useDeskMessages();
  const renaming = useInPlaceForm();
  const update = useUpdateSubcategory(subcategory.id);
  const photo = useUploadPhoto({ kind: "subcategory", id: subcategory.id });
  const remove = useDeleteSubcategory(subcategory.id);
  return (
    <div data-testid="owner-subcategory">
      <div className="flex items-center gap-3">
        <DeskThumbnail src={subcategory.image} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-ink">{subcategory.name}</p>
          <p className="text-xs text-muted">{productCount(t, subcategory.product_count)}</p>
        </div>
        <MoveButtons name={subcategory.name} position={position} count={count} onMove={onMove} />
      </div>
      {renaming.open ? (
        <div className="mt-2 rounded-xl bg-ivory p-3 ring-1 ring-line">
          <SubcategoryForm
            subcategory={subcategory}
            label={t("desk.categories.renameNamed", { name: subcategory.name })}
            save={(text) => update.mutateAsync(text)}
            onDone={renaming.close}
          />
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2 sm:pl-15">
          <button type="button" ref={renaming.opener} onClick={renaming.show} className={smallButton}>
            <Pencil className="size-4" aria-hidden />
            {t("desk.categories.rename")}
            <span className="sr-only"> {subcategory.name}</span>
          </button>
          <PhotoPicker
            of={subcategory.name}
            hasPhoto={subcategory.image !== null}
            busy={photo.isPending}
            onPick={(file) => photo.mutate(file)}
          />
          {subcategory.product_total === 0 && (
            <DeleteButton
              name={subcategory.name}
              kind="subcategory"
              className={smallButton}
              busy={remove.isPending}
              remove={() => remove.mutateAsync()}
            />
          )}
        </div>
      )}
      {photo.isError && (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {photoProblem(t, photo.error, photo.variables)}
        </p>
      )}
    </div>
  );
}
