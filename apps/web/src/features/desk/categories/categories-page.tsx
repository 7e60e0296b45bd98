// /owner/categories: the shop's categories in the order shoppers see them, each with its photo, description,
// product count and subcategories; the owner adds, renames, describes, reorders and photographs them here.
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { DeskError } from "../../../components/desk/desk-error";
import { DeskListHeader } from "../../../components/desk/desk-list-header";
import { primaryButton } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { usePageTitle } from "../../../lib/use-page-title";
import { CategoryCard } from "./category-card";
import { CategoryForm } from "./category-form";
import { movedIds } from "./moved-ids";
import { useCreateCategory, useOwnerCategories, useReorderCategories } from "./use-owner-categories";

export function DeskCategoriesPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.categories.title") }));
  const categories = useOwnerCategories();
  const reorder = useReorderCategories();
  const create = useCreateCategory();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // Moves are said aloud: the list re-sorts silently otherwise.
  const [announcement, setAnnouncement] = useState("");
  const list = categories.data ?? [];

  const closeAdding = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <section aria-labelledby="categories-title">
      <DeskListHeader
        titleId="categories-title"
        title={t("desk.categories.title")}
        description={t("desk.categories.about")}
      >
        {!adding && (
          <button
            ref={addButton}
            type="button"
            onClick={() => setAdding(true)}
            className={`${primaryButton} py-2.5`}
            data-testid="add-category"
          >
            <Plus className="size-4" aria-hidden />
            {t("desk.categories.add")}
          </button>
        )}
      </DeskListHeader>

      {adding && (
        <div className="mt-5 rounded-2xl bg-sand/60 p-4 ring-1 ring-line sm:p-5">
          <h2 className="mb-3 font-display text-xl font-semibold">{t("desk.categories.new")}</h2>
          <CategoryForm save={(text) => create.mutateAsync(text)} onDone={closeAdding} />
        </div>
      )}

      <p className="sr-only" aria-live="polite" data-testid="move-announcement">
        {announcement}
      </p>

      {categories.isPending ? (
        <Spinner label={t("desk.categories.loading")} />
      ) : categories.isError ? (
        <DeskError error={categories.error} retry={() => void categories.refetch()} />
      ) : list.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-line">
          {t("desk.categories.empty")}
        </p>
      ) : (
        <>
          {reorder.isError && (
            <p role="alert" className="mt-5 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {t("desk.categories.orderNotSaved", { reason: reorder.error.message })}
            </p>
          )}
          <ol className="mt-5 flex flex-col gap-4" data-testid="owner-categories">
            {list.map((category, index) => (
              <li key={category.id}>
                <CategoryCard
                  category={category}
                  position={index}
                  count={list.length}
                  announce={setAnnouncement}
                  onMove={(direction) => {
                    const ids = movedIds(
                      list.map((c) => c.id),
                      category.id,
                      direction,
                    );
                    if (!ids) return;
                    reorder.mutate(ids);
                    setAnnouncement(
                      t("desk.categories.moved", {
                        name: category.name,
                        place: ids.indexOf(category.id) + 1,
                        count: ids.length,
                      }),
                    );
                  }}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
