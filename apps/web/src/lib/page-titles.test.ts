// A page's title is the same in the head the server sends and once the app runs (decision 084): the server's words
// (packages/core/src/languages/page-words.ts, for pages it titles without rendering them) are the storefront's own
// messages, language by language, so the title a shopper sees in her tab does not change as the page comes alive.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@mayil/core/languages/languages";
import { PAGE_WORDS, type PageWords } from "@mayil/core/languages/page-words";
import { describe, expect, it } from "vitest";

const messagesIn = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...["frame", "catalogue", "shopping", "account", "pages"].map((area) =>
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../messages/${language}/${area}.json`), "utf8")),
    ),
  );

/** Each server title and the message the page gives as its title (usePageTitle). */
const SAME_AS: [string, (words: PageWords) => string, string][] = [
  ["All Products", (words) => words.products.title, "catalogue.products.title"],
  ["Product not found", (words) => words.productNotFound, "catalogue.product.notFound"],
  ["No longer available", (words) => words.noLongerAvailable, "catalogue.product.noLongerAvailableTitle"],
  ["Category not found", (words) => words.categoryNotFound, "catalogue.category.notFound"],
  ["Subcategory not found", (words) => words.subcategoryNotFound, "catalogue.subcategory.notFoundTitle"],
  ["Cart", (words) => words.cart, "shopping.cartTitle"],
  ["My Wishlist", (words) => words.wishlist, "shopping.myWishlist"],
  ["My Orders", (words) => words.myOrders, "shopping.myOrders"],
  ["Page not found", (words) => words.pageNotFound, "frame.notFound.title"],
  ["Settings", (words) => words.settings, "account.settings.title"],
  ["Sign in", (words) => words.signIn, "account.signIn.title"],
  ["Authentication Error", (words) => words.authError, "account.authError.title"],
  ["About Us", (words) => words.about.title, "pages.about.title"],
  ["Terms & Conditions", (words) => words.terms.title, "pages.terms.title"],
  ["Privacy Policy", (words) => words.privacy.title, "pages.privacy.title"],
  ["Return Policy", (words) => words.returns.title, "pages.returns.title"],
];

describe.each(LANGUAGES)("page titles in %s", (language) => {
  const messages = messagesIn(language);
  it.each(SAME_AS)("%s: the server's head says what the page says", (_, serverTitle, messageId) => {
    expect(serverTitle(PAGE_WORDS[language])).toBe(messages[messageId]);
  });
});
