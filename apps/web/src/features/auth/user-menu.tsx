// The header's account control (docs/shop/storefront.md#user-menu-and-login): 'Loading...' while auth loads, the Login
// button when signed out, else the avatar (or an icon) and name ('User' when none) opening a menu with the name,
// email, My Wishlist, Settings, My Orders, Owner's desk (owners only) and Logout.
import { CircleUserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../../lib/auth/current-user";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { LoginButton } from "./login-button";

export function UserMenu() {
  const { user, isLoading, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const t = useMessages();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (isLoading) return <span className="px-2 text-sm text-muted">{t("frame.loading")}</span>;
  if (!user) return <LoginButton />;
  const name = user.name?.trim() || t("frame.user.unnamed");
  const item = "block w-full rounded-xl px-3 py-2 text-left text-sm text-ink hover:bg-sand";
  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full p-1 pr-1 text-sm font-medium text-ink hover:bg-sand sm:pr-3"
        data-testid="user-menu-button"
      >
        {user.avatar_url ? (
          <img src={user.avatar_url} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
        ) : (
          <CircleUserRound className="size-7 text-peacock" aria-hidden />
        )}
        <span className="hidden max-w-32 truncate sm:inline">{name}</span>
        <span className="sr-only sm:hidden">{t("frame.user.accountMenu", { name })}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-line"
          data-testid="user-menu"
        >
          <div className="border-b border-line px-3 pt-2 pb-3">
            <p className="truncate font-medium text-ink">{name}</p>
            {user.email && <p className="truncate text-sm text-muted">{user.email}</p>}
          </div>
          <ul className="mt-1">
            <li>
              <Link to={paths.wishlist.getHref()} className={item} onClick={() => setOpen(false)}>
                {t("frame.user.myWishlist")}
              </Link>
            </li>
            <li>
              <Link to={paths.settings.getHref()} className={item} onClick={() => setOpen(false)}>
                {t("frame.user.settings")}
              </Link>
            </li>
            <li>
              <Link to={paths.orders.getHref()} className={item} onClick={() => setOpen(false)}>
                {t("frame.user.myOrders")}
              </Link>
            </li>
            {user.role === "owner" && (
              <li>
                <Link
                  to={paths.ownerToday.getHref()}
                  className={`${item} font-medium text-peacock`}
                  onClick={() => setOpen(false)}
                >
                  {t("frame.ownersDesk")}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className={item}
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
              >
                {t("frame.user.logout")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
