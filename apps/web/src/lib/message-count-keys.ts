// The names a count's value goes by in a compiled message (decision 084): message-catalogues-plugin.ts compiles each
// plural to read them, and lib/messages.tsx gives them with every number a message is asked with. A plural such as
// `{count, plural, one {# item} other {# items}}` becomes a choice on `count:plural` ("one" or "other") with `#` as
// `count:number`, and an exact case (`=0`) a choice on `count:exact` first, so Lingui never asks Intl.
// No imports: the build's plugin reads this file too.

/** The count's own digits, for an exact case (`=0 {…}`). */
export const EXACT = ":exact";
/** The count's plural form in the page's language: "one" or "other". */
export const PLURAL = ":plural";
/** The count as the shop writes it, for `#`. */
export const NUMBER = ":number";
