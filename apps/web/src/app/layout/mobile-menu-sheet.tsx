// The small-screen menu: the header's links plus Wishlist (count) and Cart (count), and for the owner her desk, in an
// accessible side sheet. Loaded on the first press of the menu button.
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { NavLink } from "react-router";
import { paths } from "../../lib/paths";
import { mainNavLinks } from "./nav-links";

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
  wishlistCount: number;
  cartCount: number;
  isOwner: boolean;
}

export default function MobileMenuSheet({
  open,
  onOpenChange: setOpen,
  returnFocusTo,
  wishlistCount,
  cartCount,
  isOwner,
}: MobileMenuSheetProps) {
  const links = [
    ...mainNavLinks,
    { label: `Wishlist (${wishlistCount})`, href: paths.wishlist.getHref() },
    { label: `Cart (${cartCount})`, href: paths.cart.getHref() },
    // Marked current anywhere on the desk, not only on its first page.
    ...(isOwner ? [{ label: "Owner's desk", href: paths.ownerToday.getHref(), wholeSection: true }] : []),
  ];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] animate-fade-in flex-col bg-ivory p-6 shadow-2xl"
        >
          <div className="mb-8 flex items-center justify-between">
            <Dialog.Title className="font-display text-2xl font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-sand" aria-label="Close menu">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Links to the shop's pages</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end={!("wholeSection" in link)}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `block rounded-xl px-4 py-3 text-lg ${isActive ? "bg-peacock text-white" : "text-ink hover:bg-sand"}`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
