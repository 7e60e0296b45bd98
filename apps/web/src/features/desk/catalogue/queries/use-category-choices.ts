// The shop's categories and subcategories (the public lists every page shares), for the desk's filters, forms and
// the category shown beside each product.
import { useAllSubcategories, useCategories } from "../../../../lib/catalogue/categories";

export function useCategoryChoices() {
  const categories = useCategories();
  const subcategories = useAllSubcategories();
  const categoryList = categories.data ?? [];
  const subcategoryList = subcategories.data ?? [];
  return {
    categories: categoryList,
    subcategories: subcategoryList,
    isPending: categories.isPending || subcategories.isPending,
    categoryName: (id: number) => categoryList.find((category) => category.id === id)?.name ?? null,
    subcategoriesOf: (categoryId: number) =>
      subcategoryList.filter((subcategory) => subcategory.category_id === categoryId),
  };
}
