// The storefront app: the query cache, the router and the shopper's cart and wishlist actions, started by
// entry-browser.ts. A page the server drew (entry-server.tsx) is hydrated with the responses it was rendered with, so
// nothing is fetched twice; any other page (the shopper's own: cart, orders, settings) is rendered here.
import { type DehydratedState, hydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { loadSignInDialog } from "./app/layout/sign-in-dialog";
import { RootLayout } from "./app/root-layout";
import { loadPageAt } from "./app/routes";
import { ShopperActionsProvider } from "./app/shopper-actions-provider";
import { reportHydrationProblem } from "./lib/hydration-problems";
import { createQueryClient } from "./lib/query-client";
import { datedNow } from "./lib/server-data";

const queryClient = createQueryClient();
const root = document.getElementById("root");
const serverData = document.getElementById("shop-data")?.textContent;
if (root) {
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ShopperActionsProvider>
            <RootLayout />
          </ShopperActionsProvider>
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
    loadPageAt(window.location.pathname)
      .catch(() => {}) // the route's error boundary shows the failure when it renders
      // As a transition, React hydrates in slices and yields to the shopper's taps between them (outside one, the
      // page's first pass was one long task).
      .finally(() =>
        startTransition(() => {
          hydrateRoot(root, app, { onRecoverableError: reportHydrationProblem });
        }),
      );
  } else {
    createRoot(root).render(app);
  }
}
