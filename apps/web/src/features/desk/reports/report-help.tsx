// "What the figures mean": the reports' definitions in the owner's words, the same as decision 057 and the contract's
// descriptions (packages/core reports-schemas.ts). Folded away until she asks.
export function ReportHelp() {
  return (
    <details className="mt-4 rounded-2xl bg-white p-4 text-sm ring-1 ring-line" data-testid="report-help">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-peacock">
        What the figures mean
      </summary>
      <dl className="mt-2 space-y-2 text-ink">
        <div>
          <dt className="font-semibold">Orders</dt>
          <dd>
            Orders placed in the period, counted on the India day they were placed (an order at 11:50 pm is that day's,
            one at 12:10 am the next day's). Cancelled orders are not sales and are left out everywhere here, with
            anything paid or refunded on them. An unconfirmed order counts until it is cancelled or expires.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Units sold</dt>
          <dd>Units in those orders, less the units that came back.</dd>
        </div>
        <div>
          <dt className="font-semibold">Sales</dt>
          <dd>
            Those orders at their value: each order's total after any edit, with its delivery fee and discount. Today's
            "Placed today" says the same figure for today.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Returns</dt>
          <dd>What the units that came back from those orders were sold for.</dd>
        </div>
        <div>
          <dt className="font-semibold">Net sales</dt>
          <dd>
            Sales less returns: what those orders are worth now, the order page's total less returns. A customer's
            "Spent" is her net sales.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Paid</dt>
          <dd>Payments recorded on those orders, whenever they were recorded; voided payments count for nothing.</dd>
        </div>
        <div>
          <dt className="font-semibold">Still owed</dt>
          <dd>What is still to collect: for each order, what it is worth less what was paid (never below nothing).</dd>
        </div>
        <div>
          <dt className="font-semibold">Refunded, still to refund</dt>
          <dd>
            Refunds recorded on those orders (voided ones left out), and what is owed back and not yet refunded: for
            each order, what was paid less refunded beyond what it is worth now, as the order list's "to refund".
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Weeks and months</dt>
          <dd>
            Weeks run Monday to Sunday. A week or month cut by the period's first or last day holds only the days inside
            the period.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Pieces and categories</dt>
          <dd>
            Units kept (sold less returned) and what they were sold for, before each order's discount and delivery fee,
            so pieces add up to a little less or more than the net sales. A piece with colours counts them together.
          </dd>
        </div>
      </dl>
    </details>
  );
}
