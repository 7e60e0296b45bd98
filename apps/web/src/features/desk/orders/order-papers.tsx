// The order's papers on its page: the packing slip to put in the parcel and the invoice, each a PDF the phone opens
// to print or share (decision 049).
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { useQueryClient } from "@tanstack/react-query";
import { FileText, Printer } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../../components/ui/button-styles";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { ownerKeys } from "../../../lib/desk/owner-keys";
import { toast } from "../../../lib/toast-store";
import { downloadInvoice, downloadPackingSlip, issueAndDownloadInvoice } from "./download-paper";

/** Where an order has been supplied, so it has (or is owed) an invoice. */
const SUPPLIED: readonly OwnerOrder["status"][] = ["shipped", "ready_for_pickup", "completed"];

const KIND_LABELS = {
  tax_invoice: "desk.order.papers.invoice",
  bill_of_supply: "desk.order.papers.billOfSupply",
  credit_note: "desk.order.papers.creditNote",
} as const satisfies Record<OwnerOrder["invoices"][number]["kind"], string>;

export function OrderPapers({ order }: { order: OwnerOrder }) {
  const t = useDeskMessages();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const queries = useQueryClient();
  // An order supplied before the shop issued invoices has none: the owner issues it here.
  const owed = order.invoices.length === 0 && SUPPLIED.includes(order.status);

  const run = async (what: string, download: () => Promise<string>) => {
    setBusy(what);
    setProblem(null);
    try {
      toast({ title: t("desk.order.papers.downloaded", { what }), description: await download() });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t("desk.order.papers.failed", { what: what.toLowerCase() }));
    } finally {
      setBusy(null);
    }
  };

  const slip = t("desk.order.papers.packingSlip");
  const invoiceWord = t("desk.order.papers.invoice");
  const preparing = t("desk.order.papers.preparing");
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        {order.status !== "cancelled" && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void run(slip, () => downloadPackingSlip(order))}
            className={`${secondaryButton} px-4 py-2`}
          >
            <Printer className="size-4" aria-hidden />
            {busy === slip ? preparing : slip}
          </button>
        )}
        {owed && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() =>
              void run(invoiceWord, async () => {
                const fileName = await issueAndDownloadInvoice(order.id);
                await queries.invalidateQueries({ queryKey: ownerKeys.order(order.id) });
                return fileName;
              })
            }
            className={`${secondaryButton} px-4 py-2`}
          >
            <FileText className="size-4" aria-hidden />
            {busy === invoiceWord ? preparing : t("desk.order.papers.issueInvoice")}
          </button>
        )}
        {order.invoices.map((invoice) => {
          const label = t(KIND_LABELS[invoice.kind]);
          return (
            <button
              key={invoice.id}
              type="button"
              disabled={busy !== null}
              onClick={() => void run(label, () => downloadInvoice(invoice))}
              className={`${secondaryButton} px-4 py-2`}
              aria-label={`${label} ${invoice.number}`}
            >
              <FileText className="size-4" aria-hidden />
              {busy === label ? preparing : label}
              <span className="text-xs font-normal text-muted lining-nums">{invoice.number}</span>
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-sm text-muted">
        {t("desk.order.papers.about")}
        {order.invoices.length === 0 && !owed && ` ${t("desk.order.papers.invoiceWhen")}`}
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
