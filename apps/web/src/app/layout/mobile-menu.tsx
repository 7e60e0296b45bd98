// The small-screen menu button; the menu itself (Radix Dialog) is fetched on the first press.
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet"));

export function MobileMenu({ wishlistCount, cartCount }: { wishlistCount: number; cartCount: number }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="rounded-full p-2 text-ink hover:bg-sand md:hidden"
        aria-label="Open menu"
        data-testid="menu-button"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            wishlistCount={wishlistCount}
            cartCount={cartCount}
          />
        </Suspense>
      )}
    </>
  );
}
