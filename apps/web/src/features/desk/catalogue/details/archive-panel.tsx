// Archiving a product (hiding it from the shop while the orders that hold it keep it) and restoring it, each asked
// first in words that say what happens.
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { Archive, ArchiveRestore, EyeOff } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../../../components/ui/button-styles";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { useDeskMessages } from "../../../../lib/desk/desk-messages";
import { toast } from "../../../../lib/toast-store";
import { useUpdateProduct } from "../queries/use-owner-product";

const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-6 py-3 text-sm font-medium tracking-wide text-red-800 transition-colors hover:border-red-500 hover:bg-red-50";

export function ArchivePanel({ product }: { product: OwnerProduct }) {
  const t = useDeskMessages();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProduct(product.id);
  const archiving = !product.archived;
  const name = product.name;

  const confirm = async () => {
    setProblem(null);
    try {
      await update.mutateAsync({ archived: archiving });
      toast({
        title: archiving ? t("desk.product.archivedToast") : t("desk.product.restoredToast"),
        description: archiving
          ? t("desk.product.archivedToastText", { name })
          : t("desk.product.restoredToastText", { name }),
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
        {archiving ? t("desk.product.archive.about") : t("desk.product.restore.about")}
      </p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={`${archiving ? dangerButton : secondaryButton} mt-4 w-full sm:w-auto`}
      >
        {archiving ? <Archive className="size-4" aria-hidden /> : <ArchiveRestore className="size-4" aria-hidden />}
        {archiving ? t("desk.product.archive.button") : t("desk.product.restore.button")}
      </button>
      {asking && (
        <ConfirmDialog
          title={archiving ? t("desk.product.archive.ask", { name }) : t("desk.product.restore.ask", { name })}
          confirmLabel={archiving ? t("desk.product.archive") : t("desk.product.restore")}
          cancelLabel={archiving ? t("desk.product.archive.keep") : t("desk.product.cancel")}
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
              <p>{t("desk.product.archive.what")}</p>
              <p>{t("desk.product.archive.orders")}</p>
            </>
          ) : (
            <p>{t("desk.product.restore.what")}</p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Back to draft: off sale at once, without the archive's meaning of "no longer sold". */
function UnpublishButton({ product }: { product: OwnerProduct }) {
  const t = useDeskMessages();
  const update = useUpdateProduct(product.id);
  const unpublish = async () => {
    try {
      await update.mutateAsync({ draft: true });
      toast({
        title: t("desk.product.unpublished"),
        description: t("desk.product.unpublishedText", { name: product.name }),
      });
    } catch (error) {
      toast({ title: t("desk.product.notChanged"), description: (error as Error).message });
    }
  };
  return (
    <>
      <p className="mt-2 text-sm text-muted">{t("desk.product.unpublish.about")}</p>
      <button
        type="button"
        onClick={() => void unpublish()}
        disabled={update.isPending}
        className={`${secondaryButton} mt-3 mb-4 w-full sm:w-auto`}
      >
        <EyeOff className="size-4" aria-hidden />
        {t("desk.product.unpublish")}
      </button>
    </>
  );
}
