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
import { type DeskMessageId, useDeskMessages } from "../../../../lib/desk/desk-messages";
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

const REASON_CHOICES: readonly { value: AdjustmentReason; label: DeskMessageId }[] = [
  { value: "restock", label: "desk.product.adjust.restock" },
  { value: "damaged", label: "desk.product.adjust.damaged" },
  { value: "lost", label: "desk.product.adjust.lost" },
  { value: "correction", label: "desk.product.adjust.correction" },
];

const COUNT_LABELS: Record<AdjustmentReason, DeskMessageId> = {
  restock: "desk.product.adjust.howManyCame",
  damaged: "desk.product.adjust.howManyDamaged",
  lost: "desk.product.adjust.howManyLost",
  correction: "desk.product.adjust.howManyNow",
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
  const t = useDeskMessages();
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
  const outcome = stockChange(t, reason, typedCount(typed), current);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (!target) return;
    const result = stockChange(t, values.reason, typedCount(values.count), target.stock);
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
        title: t("desk.product.adjust.updated"),
        description: t("desk.product.adjust.updatedText", {
          what:
            target.variantId === null
              ? productName
              : t("desk.product.inColour", { name: productName, colour: target.label }),
          after: result.after,
        }),
      });
      onClose();
    } catch (error) {
      // A 409: someone sold pieces meanwhile, so the count no longer allows it. Its words say so.
      setProblem(placeServerProblems(error, setError, ["note"]));
    }
  });

  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {t("desk.product.adjust.title")}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {t("desk.product.adjust.about", { name: productName })}
      </Dialog.Description>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
        {targets.length > 1 && (
          <div>
            <label htmlFor={targetId} className={fieldLabelStyle}>
              {t("desk.product.adjust.which")}
            </label>
            <select id={targetId} {...register("target")} className={fieldStyle}>
              {targets.map((each) => (
                <option key={targetKey(each.variantId)} value={targetKey(each.variantId)}>
                  {t("desk.product.adjust.option", { label: each.label, stock: each.stock })}
                </option>
              ))}
            </select>
          </div>
        )}
        <ChoiceChips
          legend={t("desk.product.adjust.what")}
          options={REASON_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))}
          registration={register("reason")}
        />
        <TextField
          label={t(COUNT_LABELS[reason])}
          inputMode="numeric"
          autoComplete="off"
          registration={register("count", {
            validate: (count) => {
              const check = stockChange(t, reason, typedCount(count), current);
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
          {t("desk.product.adjust.now")} <span className="font-semibold">{current}</span>
          {"change" in outcome && (
            <>
              {" "}
              → {t("desk.product.adjust.after")} <span className="font-semibold">{outcome.after}</span>{" "}
              <span className={outcome.change > 0 ? "text-emerald-800" : "text-red-800"}>
                ({signedChange(outcome.change)})
              </span>
            </>
          )}
        </p>
        <TextField
          label={t("desk.product.adjust.note")}
          rows={2}
          maxLength={500}
          hint={t("desk.product.adjust.noteHint")}
          registration={register("note")}
          error={formState.errors.note}
        />
        <FormProblem message={problem} />
        <DialogActions
          submitLabel={t("desk.product.adjust.save")}
          busy={formState.isSubmitting}
          cancelLabel={t("desk.product.cancel")}
          busyLabel={t("desk.product.saving")}
        />
      </form>
    </>
  );
}
