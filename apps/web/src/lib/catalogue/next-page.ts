// Paged catalogue lists share one rule for "is there a next page".

/** The next page number of a paged list, or undefined at its end (24 more at a time: docs/shop/rules.md#lists). */
export const nextPage = (last: { pagination: { hasMore: boolean; page: number } }) =>
  last.pagination.hasMore ? last.pagination.page + 1 : undefined;
