// The small-screen menu (docs/shop/storefront.md#header): the header's links plus Wishlist (count) and Cart (count),
// and for the owner her desk, in a side sheet. The sheet is a popover rendered with the page, so the browser opens it,
// focuses it and closes it (Escape, a tap outside) before the app's code has run (decision 033), and its links are real
// links. Once the app is live, following one moves within the app and closes the sheet.
import { Menu, X } from "lucide-react";
import { useRef } from "react";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { LanguageLinks } from "./language-switch";
import { mainNavLinks, type NavItem, NavLinkList } from "./nav-links";

/** The sheet's id, which its buttons name (one header per page). */
const MENU_ID = "site-menu";

export function MobileMenu({
  wishlistCount,
  cartCount,
  isOwner,
}: {
  wishlistCount: number;
  cartCount: number;
  /** The owner also finds her desk here, as in the user menu. */
  isOwner: boolean;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const t = useMessages();
  const links: NavItem[] = [
    ...mainNavLinks(t),
    { label: t("frame.menu.wishlist", { count: wishlistCount }), href: paths.wishlist.getHref() },
    { label: t("frame.menu.cart", { count: cartCount }), href: paths.cart.getHref() },
    // Marked current anywhere on the desk, not only on its first page.
    ...(isOwner ? [{ label: t("frame.ownersDesk"), href: paths.ownerToday.getHref(), wholeSection: true }] : []),
  ];
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="rounded-full p-2 text-ink hover:bg-sand md:hidden"
        aria-label={t("frame.menu.open")}
        data-testid="menu-button"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <div
        ref={sheet}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={t("frame.menu.title")}
        // The browser focuses the close button when it opens the sheet before the app's code has run; this does after.
        onToggle={(event) => event.newState === "open" && closeButton.current?.focus()}
        className="menu-sheet"
      >
        <div className="flex items-center justify-between">
          <h2 className="font-display text-xl font-semibold">{t("frame.menu.title")}</h2>
          <button
            ref={closeButton}
            type="button"
            popoverTarget={MENU_ID}
            // biome-ignore lint/a11y/noAutofocus: focus moves into the sheet as it opens, as a dialog's should (the browser honours it inside a popover only when the popover opens)
            autoFocus
            className="rounded-full p-2 hover:bg-sand"
            aria-label={t("frame.menu.close")}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label={t("frame.menu.nav")} className="mt-6">
          <NavLinkList
            links={links}
            listClassName="flex flex-col gap-1"
            onFollow={() => sheet.current?.hidePopover?.()}
            linkClassName={(current) =>
              `flex rounded-xl px-3.5 py-2.5 text-lg ${current ? "bg-peacock text-white" : "text-ink hover:bg-sand"}`
            }
          />
        </nav>
        <LanguageLinks className="mt-6 flex flex-wrap gap-2 border-t border-line pt-4" />
      </div>
    </>
  );
}
