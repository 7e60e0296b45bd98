// The order's papers on its page: the packing slip to put in the parcel and the invoice, each a PDF the phone opens
// to print or share (decision 049).
import type { OwnerOrder } from "@mayil/core/orders/owner-schemas";
import { useQueryClient } from "@tanstack/react-query";
import { FileText, Printer } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../../components/ui/button-styles";
import { ownerKeys } from "../../../lib/desk/owner-keys";
import { toast } from "../../../lib/toast-store";
import { downloadInvoice, downloadPackingSlip, issueAndDownloadInvoice } from "./download-paper";

/** Where an order has been supplied, so it has (or is owed) an invoice. */
const SUPPLIED: readonly OwnerOrder["status"][] = ["shipped", "ready_for_pickup", "completed"];

const KIND_LABELS: Record<OwnerOrder["invoices"][number]["kind"], string> = {
  tax_invoice: "Invoice",
  bill_of_supply: "Bill of supply",
  credit_note: "Credit note",
};

export function OrderPapers({ order }: { order: OwnerOrder }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const queries = useQueryClient();
  // An order supplied before the shop issued invoices has none: the owner issues it here.
  const owed = order.invoices.length === 0 && SUPPLIED.includes(order.status);

  const run = async (what: string, download: () => Promise<string>) => {
    setBusy(what);
    setProblem(null);
    try {
      toast({ title: `${what} downloaded`, description: await download() });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : `The ${what.toLowerCase()} could not be downloaded.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        {order.status !== "cancelled" && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void run("Packing slip", () => downloadPackingSlip(order))}
            className={`${secondaryButton} px-4 py-2`}
          >
            <Printer className="size-4" aria-hidden />
            {busy === "Packing slip" ? "Preparing..." : "Packing slip"}
          </button>
        )}
        {owed && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() =>
              void run("Invoice", async () => {
                const fileName = await issueAndDownloadInvoice(order.id);
                await queries.invalidateQueries({ queryKey: ownerKeys.order(order.id) });
                return fileName;
              })
            }
            className={`${secondaryButton} px-4 py-2`}
          >
            <FileText className="size-4" aria-hidden />
            {busy === "Invoice" ? "Preparing..." : "Issue invoice"}
          </button>
        )}
        {order.invoices.map((invoice) => {
          const label = KIND_LABELS[invoice.kind];
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
              {busy === label ? "Preparing..." : label}
              <span className="text-xs font-normal text-muted lining-nums">{invoice.number}</span>
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-sm text-muted">
        PDFs to print or share from the phone. The slip has the address, the items and the order's code, no prices.
        {order.invoices.length === 0 &&
          !owed &&
          " The invoice is issued when the order is shipped, ready for pickup or completed at the counter."}
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
