// The storefront's entry point: styles, the query cache, the router and the shopper's cart and wishlist actions.
import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { RootLayout } from "./app/root-layout";
import { ShopperActionsProvider } from "./app/shopper-actions-provider";
import { createQueryClient } from "./lib/query-client";

const queryClient = createQueryClient();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ShopperActionsProvider>
            <RootLayout />
          </ShopperActionsProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
