// The storefront's entry point. For now a holding page; the shop's screens arrive with the storefront issues.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HoldingPage } from "./holding-page";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <HoldingPage />
    </StrictMode>,
  );
}
