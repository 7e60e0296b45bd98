// The storefront app: the query cache, the router and the shopper's cart and wishlist actions, started by
// entry-browser.ts. A page the server drew (entry-server.tsx) is hydrated with the answers it was drawn with, so
// nothing is fetched twice; any other page (the shopper's own: cart, orders, settings) is drawn here.
import "@mayil/core/zod-in-the-browser";
import { type DehydratedState, hydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { RootLayout } from "./app/root-layout";
import { loadPageAt } from "./app/routes";
import { ShopperActionsProvider } from "./app/shopper-actions-provider";
import { finishFirstHydration, startFirstHydration } from "./components/ui/hydrate-later";
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
    hydrate(queryClient, datedNow(JSON.parse(serverData) as DehydratedState));
    // The page's code first (entry-browser.ts has already asked for its files), so the whole page hydrates in one
    // pass; a part still waiting for its code when anything updates would be thrown away and drawn again.
    loadPageAt(window.location.pathname)
      .catch(() => {}) // the route's error boundary shows the failure when it renders
      // In a task of its own: running the code and making the page live in one go was one long stretch.
      .finally(() =>
        setTimeout(() => {
          startFirstHydration();
          hydrateRoot(root, app);
          finishFirstHydration();
        }, 0),
      );
  } else {
    createRoot(root).render(app);
  }
}
