// Renders a piece of the storefront or the desk as the app does: with the query cache, a router at `path`, and the
// toasts a person would see. A fresh cache each time, so no test sees another's responses.

import type { Language } from "@mayil/core/languages/languages";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ToastRegion } from "../src/components/ui/toast-region";
import Toaster from "../src/components/ui/toaster";
import { shopperSession } from "../src/lib/auth/session";
import { LanguageContext } from "../src/lib/language";
import { MessagesProvider } from "../src/lib/messages";
import { createQueryClient } from "../src/lib/query-client";

/** In `language` (English unless named): its messages are loaded before each test (component-setup.ts). */
export function renderInShop(
  ui: ReactNode,
  { path = "/", language = "en" }: { path?: string; language?: Language } = {},
) {
  // A refusal shows at once, as on a second try; the shop's own retries would only make the tests slower.
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageContext value={language}>
          <MessagesProvider language={language}>
            {ui}
            <ToastRegion>
              <Toaster />
            </ToastRegion>
          </MessagesProvider>
        </LanguageContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** Signed in as a shopper (or the owner): the tokens the session keeps; the stand-in responses whoever they are. */
export function signIn() {
  shopperSession.keep({ token: "test-access-token", refresh_token: "test-refresh-token" });
}
