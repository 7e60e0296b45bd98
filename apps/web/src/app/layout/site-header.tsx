// The header of every page: logo, main links, search, wishlist and cart with counts, and the Login button or user menu.
import { Heart, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { UserMenu } from "../../features/auth/user-menu";
import { useCart } from "../../features/cart/use-cart";
import { SearchBox } from "../../features/search/search-box";
import { useWishlist } from "../../features/wishlist/use-wishlist";
import { useAuth } from "../../lib/auth/current-user";
import { brandName } from "../../lib/brand";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { BrandLogo } from "./brand-logo";
import { CountBadge } from "./count-badge";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { mainNavLinks, NavLinkList } from "./nav-links";

export function SiteHeader() {
  const cartCount = useCart().itemCount;
  const wishlistCount = useWishlist().items.length;
  const isOwner = useAuth().user?.role === "owner";
  const t = useMessages();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-ivory/90 backdrop-blur supports-[backdrop-filter]:bg-ivory/80">
      <div className="container-shop flex h-16 items-center gap-3">
        <Link
          to={paths.home.getHref()}
          aria-label={t("frame.homeLink", { shop: brandName })}
          className="mr-auto md:mr-8"
        >
          <BrandLogo />
        </Link>
        <nav aria-label={t("frame.nav.main")} className="mr-auto hidden md:block">
          <NavLinkList
            links={mainNavLinks(t)}
            listClassName="flex items-center gap-7"
            linkClassName={(current) =>
              `text-sm font-medium tracking-wide uppercase transition-colors ${current ? "text-peacock" : "text-ink hover:text-peacock"}`
            }
          />
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <SearchBox />
          <div className="hidden md:block">
            <LanguageSwitch />
          </div>
          <Link
            to={paths.wishlist.getHref()}
            className="relative hidden rounded-full p-2 text-ink hover:bg-sand sm:inline-flex"
            aria-label={t("frame.wishlistLink", { count: wishlistCount })}
          >
            <Heart className="size-5" aria-hidden />
            <CountBadge count={wishlistCount} />
          </Link>
          <Link
            to={paths.cart.getHref()}
            className="relative inline-flex rounded-full p-2 text-ink hover:bg-sand"
            aria-label={t("frame.cartLink", { count: cartCount })}
          >
            <ShoppingBag className="size-5" aria-hidden />
            <CountBadge count={cartCount} />
          </Link>
          <UserMenu />
          <MobileMenu wishlistCount={wishlistCount} cartCount={cartCount} isOwner={isOwner} />
        </div>
      </div>
    </header>
  );
}
