// The order's papers on its page: the packing slip to put in the parcel and the invoice, each a PDF the phone opens
// to print or share (decision 049).
import type { OwnerOrder } from "@mayil/core/owner-schemas";
import { Printer } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../components/ui/button-styles";
import { toast } from "../../lib/toast-store";
import { downloadPackingSlip } from "./download-paper";

export function OrderPapers({ order }: { order: OwnerOrder }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => void run("Packing slip", () => downloadPackingSlip(order))}
          className={`${secondaryButton} px-4 py-2`}
        >
          <Printer className="size-4" aria-hidden />
          {busy === "Packing slip" ? "Preparing..." : "Packing slip"}
        </button>
      </div>
      <p className="mt-2 text-sm text-muted">
        A PDF to print from the phone: the address, the items and the order's code, no prices.
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
