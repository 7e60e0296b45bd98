// "Adjust stock": pieces came in, were damaged or lost, or a count found a different number. The owner says what
// happened and how many; the dialog shows the count before and after, and sends the change with its reason, which
// the stock history keeps. A count the server refuses (it would go below 0) shows its reason in the dialog.
import type { AdjustmentReason } from "@mayil/core/stock/stock-ledger";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ChoiceChips } from "../../../../components/desk/choice-chips";
import { DialogActions } from "../../../../components/desk/dialog-actions";
import { FormProblem } from "../../../../components/desk/form-field";
import { Modal } from "../../../../components/ui/modal";
import { fieldLabelStyle, fieldStyle, TextField } from "../../../../components/ui/text-field";
import { placeServerProblems } from "../../../../lib/desk/server-problems";
import { toast } from "../../../../lib/toast-store";
import { typedCount } from "../details/product-form-values";
import { signedChange, stockChange } from "./stock-change";
import { type StockTarget, targetKey } from "./stock-targets";
import { useAdjustStock } from "./use-stock";

interface AdjustValues {
  target: string;
  reason: AdjustmentReason;
  count: string;
  note: string;
}

const REASON_CHOICES: readonly { value: AdjustmentReason; label: string }[] = [
  { value: "restock", label: "Restock" },
  { value: "damaged", label: "Damaged" },
  { value: "lost", label: "Lost" },
  { value: "correction", label: "Correct the count" },
];

const COUNT_LABELS: Record<AdjustmentReason, string> = {
  restock: "How many came in?",
  damaged: "How many were damaged?",
  lost: "How many were lost?",
  correction: "How many are there now?",
};

interface AdjustStockDialogProps {
  productId: number;
  productName: string;
  targets: readonly StockTarget[];
  /** Which one the dialog opens on. */
  initial: number | null;
  onClose: () => void;
}

export function AdjustStockDialog(props: AdjustStockDialogProps) {
  return (
    <Modal open onOpenChange={(open) => !open && props.onClose()} panelClassName="w-[min(96vw,30rem)] p-5 sm:p-8">
      <AdjustStockForm {...props} />
    </Modal>
  );
}

function AdjustStockForm({ productId, productName, targets, initial, onClose }: AdjustStockDialogProps) {
  const { register, handleSubmit, control, setError, formState } = useForm<AdjustValues>({
    defaultValues: { target: targetKey(initial), reason: "restock", count: "", note: "" },
    mode: "onTouched",
  });
  const adjust = useAdjustStock();
  const [problem, setProblem] = useState<string | null>(null);
  const targetId = useId();
  const [targetValue, reason, typed] = useWatch({ control, name: ["target", "reason", "count"] });
  const target = targets.find((each) => targetKey(each.variantId) === targetValue) ?? targets[0];
  const current = target?.stock ?? 0;
  const outcome = stockChange(reason, typedCount(typed), current);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (!target) return;
    const result = stockChange(values.reason, typedCount(values.count), target.stock);
    if ("problem" in result) {
      setError("count", { type: "check", message: result.problem }, { shouldFocus: true });
      return;
    }
    try {
      await adjust.mutateAsync({
        product_id: productId,
        variant_id: target.variantId,
        change: result.change,
        reason: values.reason,
        note: values.note.trim() || null,
      });
      toast({
        title: "Stock updated",
        description: `${target.variantId === null ? productName : `${productName} in ${target.label}`}: ${result.after} in stock.`,
      });
      onClose();
    } catch (error) {
      // A 409: someone sold pieces meanwhile, so the count no longer allows it. Its words say so.
      setProblem(placeServerProblems(error, setError, ["note"]));
    }
  });

  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">Adjust stock</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {productName}: say what happened. The change and its reason go into the stock history.
      </Dialog.Description>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
        {targets.length > 1 && (
          <div>
            <label htmlFor={targetId} className={fieldLabelStyle}>
              Which one
            </label>
            <select id={targetId} {...register("target")} className={fieldStyle}>
              {targets.map((each) => (
                <option key={targetKey(each.variantId)} value={targetKey(each.variantId)}>
                  {each.label} ({each.stock} in stock)
                </option>
              ))}
            </select>
          </div>
        )}
        <ChoiceChips legend="What happened" options={REASON_CHOICES} registration={register("reason")} />
        <TextField
          label={COUNT_LABELS[reason]}
          inputMode="numeric"
          autoComplete="off"
          registration={register("count", {
            validate: (count) => {
              const check = stockChange(reason, typedCount(count), current);
              return "problem" in check ? check.problem : true;
            },
          })}
          error={formState.errors.count}
          testId="adjust-count"
        />
        <p
          className="rounded-xl bg-sand/60 px-4 py-3 text-sm text-ink lining-nums"
          aria-live="polite"
          data-testid="adjust-preview"
        >
          In stock now: <span className="font-semibold">{current}</span>
          {"change" in outcome && (
            <>
              {" "}
              → after: <span className="font-semibold">{outcome.after}</span>{" "}
              <span className={outcome.change > 0 ? "text-emerald-800" : "text-red-800"}>
                ({signedChange(outcome.change)})
              </span>
            </>
          )}
        </p>
        <TextField
          label="Note"
          rows={2}
          maxLength={500}
          hint="Optional, e.g. “new lot from the Thrissur supplier”."
          registration={register("note")}
          error={formState.errors.note}
        />
        <FormProblem message={problem} />
        <DialogActions submitLabel="Save stock" busy={formState.isSubmitting} />
      </form>
    </>
  );
}
