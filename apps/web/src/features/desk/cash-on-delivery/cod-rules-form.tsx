// The owner's rules for cash on delivery (decision 083): on or off, the order values it is offered for, its fee (flat
// rupees or a percentage of the goods), the PIN codes and states it is not offered to, and the limits per phone
// number. The server checks every field and its refusals show beside them.
import type { CodRulesWire } from "@mayil/core/orders/cash-on-delivery";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormProblem } from "../../../components/desk/form-field";
import { primaryButton } from "../../../components/ui/button-styles";
import { TextField } from "../../../components/ui/text-field";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import { toast } from "../../../lib/toast-store";
import { useSaveCodRules } from "./use-cash-on-delivery";

interface RulesValues {
  enabled: boolean;
  min_order: string;
  max_order: string;
  fee_kind: "flat" | "percent";
  fee: string;
  blocked_pincodes: string;
  blocked_states: string;
  max_open_per_customer: string;
  max_refusals: string;
}

const RULE_FIELDS = [
  "min_order",
  "max_order",
  "fee_kind",
  "fee",
  "blocked_pincodes",
  "blocked_states",
  "max_open_per_customer",
  "max_refusals",
] as const;

/** "695001, 695002" or one a line, as a list. */
const listOf = (text: string) =>
  text
    .split(/[,\n]+/)
    .map((each) => each.trim())
    .filter(Boolean);

const valuesOf = (rules: CodRulesWire): RulesValues => ({
  enabled: rules.enabled,
  min_order: rules.min_order,
  max_order: rules.max_order ?? "",
  fee_kind: rules.fee_kind,
  fee: rules.fee,
  blocked_pincodes: rules.blocked_pincodes.join(", "),
  blocked_states: rules.blocked_states.join(", "),
  max_open_per_customer: String(rules.max_open_per_customer),
  max_refusals: String(rules.max_refusals),
});

const isWholeNumber = (typed: string) => /^\d+$/.test(typed.trim());

export function CodRulesForm({ rules }: { rules: CodRulesWire }) {
  const save = useSaveCodRules();
  const t = useDeskMessages();
  const { register, handleSubmit, setError, formState, control } = useForm<RulesValues>({
    defaultValues: valuesOf(rules),
    mode: "onTouched",
  });
  const [problem, setProblem] = useState<string | null>(null);
  const feeKind = useWatch({ control, name: "fee_kind" });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        enabled: values.enabled,
        min_order: values.min_order.trim() || "0",
        max_order: values.max_order.trim() || null,
        fee_kind: values.fee_kind,
        fee: values.fee.trim() || "0",
        blocked_pincodes: listOf(values.blocked_pincodes),
        blocked_states: listOf(values.blocked_states),
        max_open_per_customer: Number(values.max_open_per_customer.trim()),
        max_refusals: Number(values.max_refusals.trim()),
      });
      toast({ title: t("desk.cod.rules.saved") });
    } catch (error) {
      setProblem(placeServerProblems(error, setError, RULE_FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" data-testid="cod-rules-form">
      <label className="flex items-start gap-3 text-sm font-medium text-ink">
        <input type="checkbox" {...register("enabled")} className="mt-0.5 size-5 accent-peacock" />
        {t("desk.cod.rules.offer")}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("desk.cod.rules.smallest")}
          prefix="₹"
          inputMode="decimal"
          hint={t("desk.cod.rules.smallest.hint")}
          registration={register("min_order")}
          error={formState.errors.min_order}
        />
        <TextField
          label={t("desk.cod.rules.largest")}
          prefix="₹"
          inputMode="decimal"
          hint={t("desk.cod.rules.largest.hint")}
          registration={register("max_order")}
          error={formState.errors.max_order}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t("desk.cod.rules.fee.legend")}</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="flat" {...register("fee_kind")} className="size-4 accent-peacock" />
            {t("desk.cod.rules.fee.rupees")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="percent" {...register("fee_kind")} className="size-4 accent-peacock" />
            {t("desk.cod.rules.fee.percent")}
          </label>
        </div>
        <div className="mt-2">
          <TextField
            label={feeKind === "percent" ? t("desk.cod.rules.fee.inPercent") : t("desk.cod.rules.fee.inRupees")}
            inputMode="decimal"
            hint={t("desk.cod.rules.fee.hint")}
            registration={register("fee")}
            error={formState.errors.fee}
          />
        </div>
      </fieldset>
      <TextField
        label={t("desk.cod.rules.pincodes")}
        rows={2}
        placeholder="695001, 682001"
        hint={t("desk.cod.rules.commas")}
        registration={register("blocked_pincodes")}
        error={formState.errors.blocked_pincodes}
      />
      <TextField
        label={t("desk.cod.rules.states")}
        rows={2}
        placeholder="Jammu and Kashmir, Assam"
        hint={t("desk.cod.rules.commas")}
        registration={register("blocked_states")}
        error={formState.errors.blocked_states}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("desk.cod.rules.openOrders")}
          inputMode="numeric"
          registration={register("max_open_per_customer", {
            validate: (typed) => isWholeNumber(typed) || t("desk.cod.rules.openOrders.whole"),
          })}
          error={formState.errors.max_open_per_customer}
        />
        <TextField
          label={t("desk.cod.rules.refusals")}
          inputMode="numeric"
          hint={t("desk.cod.rules.refusals.hint")}
          registration={register("max_refusals", {
            validate: (typed) => isWholeNumber(typed) || t("desk.cod.rules.refusals.whole"),
          })}
          error={formState.errors.max_refusals}
        />
      </div>
      <FormProblem message={problem} />
      <button type="submit" disabled={save.isPending} className={`${primaryButton} self-start`}>
        {save.isPending ? t("desk.common.saving") : t("desk.cod.rules.save")}
      </button>
    </form>
  );
}
