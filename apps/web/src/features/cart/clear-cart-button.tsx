// Clear Cart, above the cart's lines: it asks first, naming how many items go, and keeps the wishlist.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useMessages } from "../../lib/messages";
import { useClearCart } from "./use-cart";

/** Clear Cart asks first: one stray tap should not empty a basket put together over an evening. */
export function ClearCartButton({ itemCount }: { itemCount: number }) {
  const t = useMessages();
  const { clear, isPending: clearing } = useClearCart();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={clearing}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-200 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden />
        {t("shopping.clearCart")}
      </button>
      {asking && (
        <ConfirmDialog
          title={t("shopping.clearCartQuestion")}
          confirmLabel={t("shopping.clearCart")}
          cancelLabel={t("shopping.keepMyItems")}
          busy={clearing}
          busyLabel={t("shopping.clearing")}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            clear();
            setAsking(false);
          }}
        >
          <p>{t("shopping.clearCartText", { count: itemCount })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
