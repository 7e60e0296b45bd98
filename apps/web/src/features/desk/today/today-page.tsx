// /owner, Today: what is waiting at each step of the life cycle, the money still owed and the pieces running low.
// Each count opens the order list filtered to those orders. Below, the cash on delivery orders to confirm with their
// risks, then the other orders to confirm, those holding scarce stock first.
import { Money } from "@mayil/core/money/money";
import type { OwnerToday } from "@mayil/core/orders/owner-schemas";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { DeskError } from "../../../components/desk/desk-error";
import { Spinner } from "../../../components/ui/spinner";
import { rupees } from "../../../lib/desk/desk-format";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { ordersHref } from "../../../lib/desk/order-filters";
import { productsHref } from "../../../lib/desk/product-filters";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { BackupPanel } from "./backup-panel";
import { CodToConfirmList } from "./cod-to-confirm";
import { RefundsOwed } from "./refunds-owed";
import { useOwnerToday } from "./use-owner-today";
import { WaitingOrders } from "./waiting-orders";

interface Card {
  key: string;
  title: string;
  count: number;
  /** What the count holds, a line each. */
  detail?: string | string[];
  href?: string;
  /** Something the owner should act on now: rendered warmer when it is not zero. */
  urgent?: boolean;
}

function cardsOf(today: OwnerToday, t: DeskSay): Card[] {
  return [
    {
      key: "awaiting",
      title: t("desk.today.awaiting"),
      count: today.awaiting_confirmation,
      href: ordersHref({ status: "placed" }),
      urgent: true,
    },
    {
      key: "pack",
      title: t("desk.today.toPack"),
      count: today.to_pack,
      href: ordersHref({ status: "confirmed" }),
      urgent: true,
    },
    {
      key: "hand-over",
      title: t("desk.today.toHandOver"),
      count: today.to_hand_over,
      detail: t("desk.today.toHandOver.detail"),
      href: ordersHref({ status: "packed" }),
      urgent: true,
    },
    {
      key: "pickup",
      title: t("desk.today.readyForPickup"),
      count: today.ready_for_pickup,
      href: ordersHref({ status: "ready_for_pickup" }),
    },
    { key: "shipped", title: t("desk.today.shipped"), count: today.shipped, href: ordersHref({ status: "shipped" }) },
    {
      key: "unpaid",
      title: t("desk.today.unpaid"),
      count: today.unpaid.orders,
      detail: t("desk.today.unpaid.detail", { amount: rupees(today.unpaid.amount) }),
      href: ordersHref({ payment_status: "owed" }),
      urgent: true,
    },
    {
      key: "placed-today",
      title: t("desk.today.placedToday"),
      count: today.placed_today.orders,
      // The reports' figures for today, in their words (decision 073): sales, and returns beside when there are any.
      detail: [
        t("desk.today.placedToday.sales", { amount: rupees(today.placed_today.amount) }),
        ...(Money.fromWire(today.placed_today.returns) > 0
          ? [
              t("desk.today.placedToday.returns", {
                returns: rupees(today.placed_today.returns),
                net: rupees(today.placed_today.net),
              }),
            ]
          : []),
      ],
      href: ordersHref(),
    },
    {
      key: "low-stock",
      title: t("desk.today.lowStock"),
      count: today.low_stock,
      detail: t("desk.today.lowStock.detail", { threshold: today.low_stock_threshold }),
      href: productsHref({ stock: "low" }),
      urgent: true,
    },
  ];
}

export function TodayPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.today.title") }));
  const today = useOwnerToday();
  return (
    <section aria-labelledby="today-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="today-title" className="font-display text-3xl font-semibold sm:text-4xl">
          {t("desk.today.title")}
        </h1>
        <Link
          to={paths.ownerReports.getHref()}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-peacock hover:underline"
        >
          {t("desk.today.reportsLink")}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
      {today.isPending ? (
        <Spinner label={t("desk.today.loading")} />
      ) : today.isError ? (
        <DeskError error={today.error} retry={() => void today.refetch()} />
      ) : (
        <>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="today-cards">
            {cardsOf(today.data, t).map((card) => (
              <li key={card.key}>
                <TodayCard card={card} />
              </li>
            ))}
          </ul>
          <RefundsOwed orders={today.data.refunds_owed} />
          <CodToConfirmList orders={today.data.cod_to_confirm} waiting={today.data.cod_awaiting_confirmation} />
          <WaitingOrders
            orders={today.data.waiting_orders}
            waiting={today.data.awaiting_confirmation - today.data.cod_awaiting_confirmation}
          />
        </>
      )}
      <BackupPanel />
    </section>
  );
}

function TodayCard({ card }: { card: Card }) {
  const warm = card.urgent && card.count > 0;
  const body = (
    <>
      {/* Clear of the chevron in the corner: a Malayalam title is long. */}
      <span className="pr-4 text-sm font-medium break-words text-muted">{card.title}</span>
      <span
        className={`font-display text-4xl leading-none font-semibold lining-nums ${warm ? "text-gold-deep" : "text-peacock"}`}
        data-testid="today-count"
      >
        {card.count}
      </span>
      {[card.detail ?? []].flat().map((line) => (
        <span key={line} className="text-xs text-muted" data-testid={`today-${card.key}-detail`}>
          {line}
        </span>
      ))}
    </>
  );
  const look = `flex h-full min-h-32 flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${
    warm ? "ring-gold-light" : "ring-line"
  }`;
  if (!card.href) {
    return (
      <div className={look} data-testid={`today-${card.key}`}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={card.href}
      className={`${look} relative transition-shadow hover:shadow-md hover:ring-peacock/40`}
      data-testid={`today-${card.key}`}
    >
      {body}
      <ChevronRight className="absolute top-4 right-3 size-4 text-muted" aria-hidden />
    </Link>
  );
}
