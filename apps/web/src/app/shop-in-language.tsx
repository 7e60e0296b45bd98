// The storefront below its router, in the page's language (decision 084): the same in the browser (main.tsx, under
// BrowserRouter) and in the server's render (entry-server.tsx, under StaticRouter), so the two trees cannot drift
// apart and a hydrated page meets exactly the tree the server rendered.
import type { Language } from "@mayil/core/languages/languages";
import { LanguageContext } from "../lib/language";
import { MessagesProvider } from "../lib/messages";
import { RootLayout } from "./root-layout";
import { ShopperActionsProvider } from "./shopper-actions-provider";

export function ShopInLanguage({ language }: { language: Language }) {
  return (
    <LanguageContext value={language}>
      <MessagesProvider language={language}>
        <ShopperActionsProvider>
          <RootLayout />
        </ShopperActionsProvider>
      </MessagesProvider>
    </LanguageContext>
  );
}
