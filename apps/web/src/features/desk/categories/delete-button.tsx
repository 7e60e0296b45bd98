// Deleting an empty category or subcategory, asked first. Shown only when nothing is in it (archived pieces and
// drafts count): the server refuses the others with its reason, shown here too if the shop changed meanwhile.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../lib/toast-store";

interface DeleteButtonProps {
  name: string;
  kind: "category" | "subcategory";
  className: string;
  busy: boolean;
  remove: () => Promise<unknown>;
}

export function DeleteButton({ name, kind, className, busy, remove }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setProblem(null);
    try {
      await remove();
      toast({ title: kind === "category" ? "Category deleted" : "Subcategory deleted", description: name });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={className}>
        <Trash2 className="size-4" aria-hidden />
        Delete<span className="sr-only"> {name}</span>
      </button>
      {asking && (
        <ConfirmDialog
          title={`Delete ${name}?`}
          confirmLabel="Delete"
          cancelLabel="Keep it"
          tone="danger"
          busy={busy}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(false);
            setProblem(null);
          }}
        >
          <p>
            {kind === "category"
              ? "It holds no products. It leaves the shop's menu, with its subcategories and its photo."
              : "It holds no products. It leaves its category's list in the shop, with its photo."}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
