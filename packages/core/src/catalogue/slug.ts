// The two slug rules of the spec: product cards and subcategory links build a slug from a name when none is stored.

/** Product rule: lower case, non-alphanumerics removed, whitespace and hyphens collapsed to one hyphen. */
export function productSlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Subcategory rule: lower case, special characters removed, spaces turned into hyphens. */
export function subcategorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}
