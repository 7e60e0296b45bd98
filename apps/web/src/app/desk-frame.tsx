// The desk's own frame (decision 070): a compact top bar (the shop, the way back to it, her account), the page, and
// on a phone a bar fixed at the bottom with the five places she goes most (Today, Orders, New sale, Products, More);
// on a wide screen the same places, and the rest, in a column at the left. No storefront header or footer: on a
// 390 px phone they took about 470 px of every desk page before its work began.
import {
  Bell,
  ChartNoAxesColumn,
  ClipboardList,
  DatabaseBackup,
  Ellipsis,
  FolderTree,
  Gem,
  HandCoins,
  type LucideIcon,
  PlusCircle,
  Sheet,
  Store,
  Sun,
  Tags,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { DeskLanguageControl } from "../components/desk/desk-language-control";
import { UserMenu } from "../features/auth/user-menu";
import { type DeskMessageId, useDeskMessages } from "../lib/desk/desk-messages";
import { paths } from "../lib/paths";
import { BrandLogo } from "./layout/brand-logo";

export interface DeskPlace {
  to: string;
  /** Its name in the desk's catalogue (src/messages/<language>/desk*.json). */
  label: DeskMessageId;
  icon: LucideIcon;
  /** What the place is for, said on the More page. */
  about?: DeskMessageId;
  /** Whether `path` (without a trailing slash) is this place or one of its pages. */
  current: (path: string) => boolean;
}

const under = (href: string) => (path: string) => path === href || path.startsWith(`${href}/`);
const exactly = (href: string) => (path: string) => path === href;

const newSaleHref = paths.ownerNewOrder.getHref();
const productsHref = paths.ownerProducts.getHref();
const productsOwnPages = [paths.ownerProductsSheet.getHref(), paths.ownerSearchWords.getHref()];

const today: DeskPlace = {
  to: paths.ownerToday.getHref(),
  label: "desk.place.today",
  icon: Sun,
  current: exactly("/owner"),
};
const orders: DeskPlace = {
  to: paths.ownerOrders.getHref(),
  label: "desk.place.orders",
  icon: ClipboardList,
  // An order's own page belongs to Orders; the new sale has a place of its own.
  current: (path) => under(paths.ownerOrders.getHref())(path) && path !== newSaleHref,
};
const newSale: DeskPlace = {
  to: newSaleHref,
  label: "desk.place.newSale",
  icon: PlusCircle,
  current: exactly(newSaleHref),
};
const products: DeskPlace = {
  to: productsHref,
  label: "desk.place.products",
  icon: Gem,
  current: (path) => under(productsHref)(path) && !productsOwnPages.includes(path),
};

/** The places the phone's bar has no room for: on the More page there, in the column on a wide screen. */
export const morePlaces: DeskPlace[] = [
  {
    to: paths.ownerCustomers.getHref(),
    label: "desk.place.customers",
    icon: Users,
    about: "desk.place.customers.about",
    current: under(paths.ownerCustomers.getHref()),
  },
  {
    to: paths.ownerReports.getHref(),
    label: "desk.place.reports",
    icon: ChartNoAxesColumn,
    about: "desk.place.reports.about",
    current: exactly(paths.ownerReports.getHref()),
  },
  {
    to: paths.ownerCashOnDelivery.getHref(),
    label: "desk.place.cashOnDelivery",
    icon: HandCoins,
    about: "desk.place.cashOnDelivery.about",
    current: exactly(paths.ownerCashOnDelivery.getHref()),
  },
  {
    to: paths.ownerCategories.getHref(),
    label: "desk.place.categories",
    icon: FolderTree,
    about: "desk.place.categories.about",
    current: exactly(paths.ownerCategories.getHref()),
  },
  {
    to: paths.ownerProductsSheet.getHref(),
    label: "desk.place.spreadsheet",
    icon: Sheet,
    about: "desk.place.spreadsheet.about",
    current: exactly(paths.ownerProductsSheet.getHref()),
  },
  {
    to: paths.ownerSearchWords.getHref(),
    label: "desk.place.searchWords",
    icon: Tags,
    about: "desk.place.searchWords.about",
    current: exactly(paths.ownerSearchWords.getHref()),
  },
  {
    to: paths.ownerAlerts.getHref(),
    label: "desk.place.alerts",
    icon: Bell,
    about: "desk.place.alerts.about",
    current: exactly(paths.ownerAlerts.getHref()),
  },
  {
    to: paths.ownerBackups.getHref(),
    label: "desk.place.backups",
    icon: DatabaseBackup,
    about: "desk.place.backups.about",
    current: exactly(paths.ownerBackups.getHref()),
  },
];

const moreHref = paths.ownerMore.getHref();
const more: DeskPlace = {
  to: moreHref,
  label: "desk.place.more",
  icon: Ellipsis,
  current: (path) => path === moreHref || morePlaces.some((place) => place.current(path)),
};

const barPlaces = [today, orders, newSale, products, more];
const columnPlaces = [today, orders, newSale, products, ...morePlaces];

const pathOf = (pathname: string) => pathname.replace(/\/$/, "") || "/";

/** The desk's page in its frame; `bars` is false while it is not yet known that she is the owner. */
export function DeskFrame({ children, bars = true }: { children: ReactNode; bars?: boolean }) {
  const path = pathOf(useLocation().pathname);
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <DeskTopBar />
      <div className="container-shop flex flex-1 gap-8 lg:pt-6">
        {bars && <DeskColumn path={path} />}
        {/* Room at the foot for the phone's bar (4rem and the safe area), so nothing of the page ends up under it. */}
        <main
          id="main"
          className="min-w-0 flex-1 pt-4 pb-[calc(6rem+env(safe-area-inset-bottom))] lg:pt-0 lg:pb-16"
          data-testid="desk-main"
        >
          {children}
        </main>
      </div>
      {bars && <DeskBar path={path} />}
    </div>
  );
}

function DeskTopBar() {
  const t = useDeskMessages();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85">
      <div className="container-shop flex h-14 items-center gap-2">
        <Link to={paths.ownerToday.getHref()} className="mr-auto flex min-w-0 items-center gap-2 rounded-full">
          <BrandLogo className="[&>span]:text-lg sm:[&>span]:text-xl" />
          <span className="rounded-full bg-peacock px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
            {t("desk.badge")}
          </span>
        </Link>
        <Link
          to={paths.home.getHref()}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-sand"
        >
          <Store className="size-4 text-peacock" aria-hidden />
          {t("desk.shopLink")}
        </Link>
        <UserMenu />
      </div>
    </header>
  );
}

/** The phone's bar: fixed at the bottom, above the home indicator (the safe area), hidden on a wide screen. */
function DeskBar({ path }: { path: string }) {
  const t = useDeskMessages();
  return (
    <nav
      aria-label={t("desk.nav")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      data-testid="desk-bar"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-5">
        {barPlaces.map((place) => {
          const current = place.current(path);
          const Icon = place.icon;
          return (
            <li key={place.to} className="flex">
              <Link
                to={place.to}
                aria-current={current ? "page" : undefined}
                className={`flex flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[0.7rem] font-medium ${
                  current ? "text-peacock" : "text-muted hover:text-ink"
                }`}
              >
                <span
                  className={`flex h-7 w-12 items-center justify-center rounded-full transition-colors ${
                    current ? "bg-peacock/10" : ""
                  }`}
                >
                  <Icon className={`size-5 ${place === newSale ? "text-gold-deep" : ""}`} aria-hidden />
                </span>
                {/* A long Malayalam name ("ഉൽപ്പന്നങ്ങൾ") takes a second line rather than spilling into its neighbour. */}
                <span className="line-clamp-2 max-w-full px-0.5 text-center leading-tight break-words">
                  {t(place.label)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A wide screen's column: every place of the desk in sight, beside the page. */
function DeskColumn({ path }: { path: string }) {
  const t = useDeskMessages();
  return (
    <nav aria-label={t("desk.nav")} className="hidden w-52 shrink-0 lg:block" data-testid="desk-column">
      <div className="sticky top-20">
        <ul className="flex flex-col gap-1">
          {columnPlaces.map((place, index) => {
            const current = place.current(path);
            const Icon = place.icon;
            return (
              <li key={place.to} className={index === 4 ? "mt-3 border-t border-line pt-3" : undefined}>
                <Link
                  to={place.to}
                  aria-current={current ? "page" : undefined}
                  className={`flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium ${
                    current ? "bg-peacock text-white" : "text-ink hover:bg-sand"
                  }`}
                >
                  <Icon className={`size-4 ${current ? "" : "text-peacock"}`} aria-hidden />
                  {t(place.label)}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 border-t border-line pt-3">
          <DeskLanguageControl compact />
        </div>
      </div>
    </nav>
  );
}
