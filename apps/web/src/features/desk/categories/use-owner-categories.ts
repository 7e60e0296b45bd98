// The categories on the desk and what the owner does to them: add, rename, describe, reorder, set a photo, for
// categories and their subcategories alike. Each response carries the category (or the whole list), which replaces
// the cached one; the shop's own category lists are asked for again, so its menus follow at once.
import { ownerCategoryEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";
import { accountKey } from "../../../lib/signed-in-query";
import { inOrder } from "./moved-ids";

export const categoriesKey = () => [...ownerKeys.all, "categories"] as const;

export function useOwnerCategories() {
  return useQuery({
    queryKey: categoriesKey(),
    queryFn: ({ signal }) => api(ownerCategoryEndpoints.list, {}, { signal }).then((body) => body.categories),
    staleTime: 0,
  });
}

/** The shop's public responses (menus, category pages, product cards) name categories: they are asked for again. */
function refreshShop(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountKey[0] });
  // Product counts and the desk's product filters follow the categories too.
  void queryClient.invalidateQueries({ queryKey: ownerKeys.all, predicate: (q) => q.queryKey[2] !== "categories" });
}

/** One category as the server now has it, put in its place in the cached list (last when it is new). */
function withCategory(list: OwnerCategory[] | undefined, category: OwnerCategory): OwnerCategory[] {
  if (!list) return [category];
  return list.some((c) => c.id === category.id)
    ? list.map((c) => (c.id === category.id ? category : c))
    : [...list, category];
}

function useCategorySaved() {
  const queryClient = useQueryClient();
  return (body: { category: OwnerCategory }) => {
    queryClient.setQueryData<OwnerCategory[]>(categoriesKey(), (list) => withCategory(list, body.category));
    refreshShop(queryClient);
  };
}

/** Her Malayalam and Hindi names; null: none, the shop shows the English (decision 084). */
export interface TranslatedNamesText {
  name_ml: string | null;
  name_hi: string | null;
}

export interface CategoryText extends TranslatedNamesText {
  name: string;
  description: string;
  description_ml: string | null;
  description_hi: string | null;
}

export interface SubcategoryText extends TranslatedNamesText {
  name: string;
}

export function useCreateCategory() {
  const saved = useCategorySaved();
  return useMutation({
    mutationFn: (body: CategoryText) => api(ownerCategoryEndpoints.create, { body }),
    onSuccess: saved,
  });
}

export function useUpdateCategory(id: number) {
  const saved = useCategorySaved();
  return useMutation({
    mutationFn: (body: CategoryText) => api(ownerCategoryEndpoints.update, { params: { id }, body }),
    onSuccess: saved,
  });
}

export function useCreateSubcategory(categoryId: number) {
  const saved = useCategorySaved();
  return useMutation({
    mutationFn: (body: SubcategoryText) =>
      api(ownerCategoryEndpoints.createSubcategory, { body: { category_id: categoryId, ...body } }),
    onSuccess: saved,
  });
}

export function useUpdateSubcategory(id: number) {
  const saved = useCategorySaved();
  return useMutation({
    mutationFn: (body: SubcategoryText) => api(ownerCategoryEndpoints.updateSubcategory, { params: { id }, body }),
    onSuccess: saved,
  });
}

const photoForm = (file: File) => {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
};

/** A category's or a subcategory's photo, straight from the phone's camera or gallery. */
export function useUploadPhoto(target: { kind: "category" | "subcategory"; id: number }) {
  const saved = useCategorySaved();
  const endpoint =
    target.kind === "category" ? ownerCategoryEndpoints.uploadImage : ownerCategoryEndpoints.uploadSubcategoryImage;
  return useMutation({
    mutationFn: (file: File) => api(endpoint, { params: { id: target.id }, body: photoForm(file) }),
    onSuccess: saved,
  });
}

interface Snapshot {
  previous: OwnerCategory[] | undefined;
}

/**
 * Moves show at once (optimistic) and are sent one after another (one mutation scope), so quick taps end in the
 * order the owner saw; a refused move puts the list back as the server has it.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation<OwnerCategory[], Error, number[], Snapshot>({
    scope: { id: "owner-category-order" },
    mutationFn: (ids) => api(ownerCategoryEndpoints.reorder, { body: { ids } }).then((body) => body.categories),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: categoriesKey() });
      const previous = queryClient.getQueryData<OwnerCategory[]>(categoriesKey());
      queryClient.setQueryData<OwnerCategory[]>(categoriesKey(), (list) => list && inOrder(list, ids));
      return { previous };
    },
    onError: (_error, _ids, snapshot) => {
      queryClient.setQueryData(categoriesKey(), snapshot?.previous);
      void queryClient.invalidateQueries({ queryKey: categoriesKey() });
    },
    onSuccess: (categories) => {
      queryClient.setQueryData(categoriesKey(), categories);
      refreshShop(queryClient);
    },
  });
}

export function useReorderSubcategories(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation<OwnerCategory, Error, number[], Snapshot>({
    scope: { id: "owner-category-order" },
    mutationFn: (ids) =>
      api(ownerCategoryEndpoints.reorderSubcategories, { params: { id: categoryId }, body: { ids } }).then(
        (body) => body.category,
      ),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: categoriesKey() });
      const previous = queryClient.getQueryData<OwnerCategory[]>(categoriesKey());
      queryClient.setQueryData<OwnerCategory[]>(categoriesKey(), (list) =>
        list?.map((c) => (c.id === categoryId ? { ...c, subcategories: inOrder(c.subcategories, ids) } : c)),
      );
      return { previous };
    },
    onError: (_error, _ids, snapshot) => {
      queryClient.setQueryData(categoriesKey(), snapshot?.previous);
      void queryClient.invalidateQueries({ queryKey: categoriesKey() });
    },
    onSuccess: (category) => {
      queryClient.setQueryData<OwnerCategory[]>(categoriesKey(), (list) => withCategory(list, category));
      refreshShop(queryClient);
    },
  });
}

/** Deletes an empty category (its subcategories with it): the response is the whole list as the server now has it. */
export function useDeleteCategory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(ownerCategoryEndpoints.remove, { params: { id } }).then((body) => body.categories),
    onSuccess: (categories) => {
      queryClient.setQueryData(categoriesKey(), categories);
      refreshShop(queryClient);
    },
  });
}

/** Deletes an empty subcategory: the response is its category without it. */
export function useDeleteSubcategory(id: number) {
  const saved = useCategorySaved();
  return useMutation({
    mutationFn: () => api(ownerCategoryEndpoints.removeSubcategory, { params: { id } }),
    onSuccess: saved,
  });
}
