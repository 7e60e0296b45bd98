// The order's invoice (or bill of supply) and any credit notes, each downloaded as the PDF the shop issued, for her
// records or her employer's claim. Shown once the shop has issued one (when the order is shipped or ready).
import { shopperPrintingEndpoints } from "@mayil/core/api/printing-endpoints";
import type { Order } from "@mayil/core/shopping/shopping-schemas";
import { Download } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../components/ui/button-styles";
import { api } from "../../lib/api-client";
import { indianLongDate } from "../../lib/indian-dates";
import { useLanguage } from "../../lib/language";
import { type MessageId, useMessages } from "../../lib/messages";
import { saveFile } from "../../lib/save-file";

const LABELS: Record<Order["invoices"][number]["kind"], MessageId> = {
  tax_invoice: "shopping.downloadInvoice",
  bill_of_supply: "shopping.downloadInvoice",
  credit_note: "shopping.downloadCreditNote",
};

export function OrderInvoices({ order }: { order: Order }) {
  const t = useMessages();
  const language = useLanguage();
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (invoice: Order["invoices"][number]) => {
    setBusy(invoice.id);
    setProblem(null);
    try {
      const pdf = await api(shopperPrintingEndpoints.invoice, { params: { orderId: order.id, id: invoice.id } });
      saveFile(pdf, `${invoice.number.replace(/[^A-Za-z0-9]+/g, "-")}.pdf`);
    } catch {
      setProblem(t("shopping.invoiceFailed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <ul className="flex flex-col gap-3">
        {order.invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm">
              <span className="font-medium lining-nums">{invoice.number}</span>
              <span className="text-muted"> · {indianLongDate(invoice.issued_on, language)}</span>
            </span>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void download(invoice)}
              className={`${secondaryButton} px-4 py-2`}
            >
              <Download className="size-4" aria-hidden />
              {busy === invoice.id ? t("shopping.preparing") : t(LABELS[invoice.kind])}
            </button>
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
