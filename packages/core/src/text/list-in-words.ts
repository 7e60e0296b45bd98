// A list as a sentence says it: "MJ-000001", "MJ-000001 and MJ-000006", "A, B and C". Indian English, as the
// shop writes, has no comma before the "and"; Intl.ListFormat knows that, so the shop keeps no rules of its own.
const conjunction = new Intl.ListFormat("en-IN", { style: "long", type: "conjunction" });

export const listInWords = (items: readonly string[]): string => conjunction.format(items);
