// Archiving a product (hiding it from the shop while the orders that hold it keep it) and restoring it, each asked
// first in words that say what happens.
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { Archive, ArchiveRestore, EyeOff } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../../../components/ui/button-styles";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { toast } from "../../../../lib/toast-store";
import { useUpdateProduct } from "../queries/use-owner-product";

const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-6 py-3 text-sm font-medium tracking-wide text-red-800 transition-colors hover:border-red-500 hover:bg-red-50";

export function ArchivePanel({ product }: { product: OwnerProduct }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProduct(product.id);
  const archiving = !product.archived;

  const confirm = async () => {
    setProblem(null);
    try {
      await update.mutateAsync({ archived: archiving });
      toast({
        title: archiving ? "Product archived" : "Product restored",
        description: archiving ? `${product.name} is hidden from the shop.` : `${product.name} is back in the shop.`,
      });
      setAsking(false);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <>
      {!product.draft && !product.archived && <UnpublishButton product={product} />}
      <p className="mt-2 text-sm text-muted">
        {archiving
          ? "No longer selling it? Archive it: it leaves the shop, and the orders that hold it keep it."
          : "It is hidden from the shop. Restore it to put it back on sale."}
      </p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={`${archiving ? dangerButton : secondaryButton} mt-4 w-full sm:w-auto`}
      >
        {archiving ? <Archive className="size-4" aria-hidden /> : <ArchiveRestore className="size-4" aria-hidden />}
        {archiving ? "Archive product" : "Restore product"}
      </button>
      {asking && (
        <ConfirmDialog
          title={archiving ? `Archive ${product.name}?` : `Restore ${product.name}?`}
          confirmLabel={archiving ? "Archive" : "Restore"}
          cancelLabel={archiving ? "Keep it on sale" : "Cancel"}
          tone={archiving ? "danger" : "calm"}
          busy={update.isPending}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(false);
            setProblem(null);
          }}
        >
          {archiving ? (
            <>
              <p>
                It is hidden from the shop: it leaves every list, search and “you may also like”, and shoppers can no
                longer add it to a cart. Its page says it is no longer available.
              </p>
              <p>Orders that hold it keep it, with its stock and history. You can restore it at any time.</p>
            </>
          ) : (
            <p>It goes back on sale in the shop, with its photos, colours and the stock it has.</p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Back to draft: off sale at once, without the archive's meaning of "no longer sold". */
function UnpublishButton({ product }: { product: OwnerProduct }) {
  const update = useUpdateProduct(product.id);
  const unpublish = async () => {
    try {
      await update.mutateAsync({ draft: true });
      toast({ title: "Back to draft", description: `${product.name} is off sale until you publish it again.` });
    } catch (error) {
      toast({ title: "Not changed", description: (error as Error).message });
    }
  };
  return (
    <>
      <p className="mt-2 text-sm text-muted">Changing its photos or price? Unpublish it: it waits as a draft.</p>
      <button
        type="button"
        onClick={() => void unpublish()}
        disabled={update.isPending}
        className={`${secondaryButton} mt-3 mb-4 w-full sm:w-auto`}
      >
        <EyeOff className="size-4" aria-hidden />
        Unpublish (back to draft)
      </button>
    </>
  );
}
