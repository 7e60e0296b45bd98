// The search spellings' public surface: they register themselves (the owner's groups of spellings, edited on the
// desk), and the shoppers' search reads the groups as they are now through the remembered copy.
export { RememberedSpellings, type SpellingGroups } from "./remembered-spellings";
export { registerSearchSpellings } from "./search-spellings-module";
