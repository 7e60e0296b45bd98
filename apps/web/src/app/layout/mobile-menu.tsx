// The small-screen menu button; the menu itself (Radix Dialog) is fetched on the first press.
import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { useLazyDialog } from "../../lib/use-lazy-dialog";

const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet"));

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
  const menu = useLazyDialog();
  return (
    <>
      <button
        {...menu.button}
        className="rounded-full p-2 text-ink hover:bg-sand md:hidden"
        aria-label="Open menu"
        data-testid="menu-button"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {menu.wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...menu.dialog} wishlistCount={wishlistCount} cartCount={cartCount} isOwner={isOwner} />
        </Suspense>
      )}
    </>
  );
}
