// The storefront app: the query cache, the router and the shopper's cart and wishlist actions, started by
// entry-browser.ts. A page the server drew (entry-server.tsx) is hydrated with the responses it was rendered with, so
// nothing is fetched twice; any other page (the shopper's own: cart, orders, settings) is rendered here.

import { LANGUAGE_TAGS, languageOfPath, languagePrefix } from "@mayil/core/languages/languages";
import { pagePaths } from "@mayil/core/storefront/page-paths";
import { type DehydratedState, hydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { loadSignInDialog } from "./app/layout/sign-in-dialog";
import { loadPageAt, setPageMessagesLoader } from "./app/routes";
import { ShopInLanguage } from "./app/shop-in-language";
import { signInReturnLanguage } from "./lib/auth/sign-in-return";
import { reportHydrationProblem } from "./lib/hydration-problems";
import { loadMessages } from "./lib/messages";
import { createQueryClient } from "./lib/query-client";
import { datedNow } from "./lib/server-data";

const queryClient = createQueryClient();
const root = document.getElementById("root");
const serverData = document.getElementById("shop-data")?.textContent;
// The page's language is its address's (/ml/…, /hi/…; decision 084): the router works below its prefix, so every
// link the app makes stays in the language. Another language is another address, loaded whole.
const { language: addressLanguage, path: pagePath } = languageOfPath(window.location.pathname);
// The sign-in's return (/auth/callback) has one address, unprefixed: it speaks the language of the page she returns
// to, which it loads her back onto (its router stays at the address's, so its links stay where they are).
const language =
  window.location.pathname === pagePaths.authCallback.path
    ? signInReturnLanguage(window.location.search)
    : addressLanguage;
if (language !== addressLanguage) document.documentElement.lang = LANGUAGE_TAGS[language];
setPageMessagesLoader((areas) => loadMessages(language, areas));
/** The frame's words and the page's code and words, all fetched at once. */
const pageReady = Promise.all([loadMessages(language, ["frame"]), loadPageAt(pagePath)]);
if (root) {
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={languagePrefix(addressLanguage)}>
          <ShopInLanguage language={language} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  if (serverData) {
    // A tap the tap keeper holds (packages/core/src/storefront/tap-keeper.ts) is most often Login, Add to Cart or a heart tapped
    // signed out, each of which opens the sign-in dialog: its small chunk comes while the page hydrates.
    if (document.querySelector("button[aria-busy='true']")) void loadSignInDialog().catch(() => {});
    hydrate(queryClient, datedNow(JSON.parse(serverData) as DehydratedState));
    // The page's code first (entry-browser.ts has already asked for its files), so the page hydrates without
    // waiting for it: a tap on a part still waiting for its code could not be handled until it came.
    pageReady
      .catch(() => {}) // the route's error boundary shows the failure when it renders
      // As a transition, React hydrates in slices and yields to the shopper's taps between them (outside one, the
      // page's first pass was one long task).
      .finally(() =>
        startTransition(() => {
          hydrateRoot(root, app, { onRecoverableError: reportHydrationProblem });
        }),
      );
  } else {
    void pageReady.catch(() => {}).finally(() => createRoot(root).render(app));
  }
}
