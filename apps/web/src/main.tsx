// The storefront's entry point: styles, the query cache and the router.
import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { RootLayout } from "./app/root-layout";
import { createQueryClient } from "./lib/query-client";

const queryClient = createQueryClient();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RootLayout />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
