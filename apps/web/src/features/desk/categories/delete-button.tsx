// Deleting an empty category or subcategory, asked first. Shown only when nothing is in it (archived pieces and
// drafts count): the server refuses the others with its reason, shown here too if the shop changed meanwhile.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { toast } from "../../../lib/toast-store";

interface DeleteButtonProps {
  name: string;
  kind: "category" | "subcategory";
  className: string;
  busy: boolean;
  remove: () => Promise<unknown>;
}

export function DeleteButton({ name, kind, className, busy, remove }: DeleteButtonProps) {
  const t = useDeskMessages();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setProblem(null);
    try {
      await remove();
      toast({
        title: kind === "category" ? t("desk.categories.deleted") : t("desk.categories.subcategoryDeleted"),
        description: name,
      });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={className}>
        <Trash2 className="size-4" aria-hidden />
        {t("desk.categories.delete")}
        <span className="sr-only"> {name}</span>
      </button>
      {asking && (
        <ConfirmDialog
          title={t("desk.categories.deleteAsk", { name })}
          confirmLabel={t("desk.categories.delete")}
          cancelLabel={t("desk.product.keepIt")}
          tone="danger"
          busy={busy}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(false);
            setProblem(null);
          }}
        >
          <p>{kind === "category" ? t("desk.categories.deleteWhat") : t("desk.categories.deleteSubcategoryWhat")}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
