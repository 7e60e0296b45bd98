// Recording a courier's COD remittance: who paid, when, its reference and total, and the parcels it covers, typed one
// a line ("tracking number, amount") or from the courier's CSV. "Check" is a dry run: every mismatch is listed by its
// line and nothing changes; "Record" then writes it, all parcels or none.
import type { CourierId } from "@mayil/core/fulfilment/couriers";
import type { RemittanceReport } from "@mayil/core/orders/cod-remittance-schemas";
import { CheckCircle2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormProblem } from "../../../components/desk/form-field";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import {
  FieldError,
  fieldLabelStyle,
  fieldStyle,
  invalidFieldStyle,
  TextField,
} from "../../../components/ui/text-field";
import { indiaToday, rupees } from "../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import { toast } from "../../../lib/toast-store";
import {
  type RemittanceToSend,
  useCheckRemittance,
  useRecordRemittance,
  useShopCouriers,
} from "./use-cash-on-delivery";

interface RemittanceValues {
  courier: string;
  remitted_on: string;
  reference: string;
  amount: string;
  /** Typed parcels, one a line: "tracking number, amount". */
  typed: string;
}

const REMITTANCE_FIELDS = ["courier", "remitted_on", "reference", "amount"] as const;

/** The typed lines as the sheet the server reads: its header first, so line 2 is the first parcel typed. */
const typedSheet = (typed: string) => `tracking_number,amount\n${typed.replace(/\t/g, ",")}`;

export function RemittanceForm() {
  const ids = useId();
  const t = useDeskMessages();
  const couriers = useShopCouriers();
  const check = useCheckRemittance();
  const record = useRecordRemittance();
  const { register, handleSubmit, setError, formState, reset, getValues } = useForm<RemittanceValues>({
    defaultValues: { courier: "", remitted_on: indiaToday(), reference: "", amount: "", typed: "" },
    mode: "onTouched",
  });
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<RemittanceReport | null>(null);
  /** What the report was checked with: recording sends the very same. */
  const [checked, setChecked] = useState<RemittanceToSend | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const toSend = (values: RemittanceValues): RemittanceToSend | null => {
    const sheet = file ? file.text : values.typed.trim() ? typedSheet(values.typed.trim()) : null;
    if (!sheet) {
      setError("typed", { type: "required", message: t("desk.cod.form.typed.required") });
      return null;
    }
    return {
      courier: values.courier as CourierId,
      remitted_on: values.remitted_on,
      reference: values.reference.trim(),
      amount: values.amount.trim(),
      sheet,
    };
  };

  const runCheck = handleSubmit(async (values) => {
    setProblem(null);
    setReport(null);
    const remittance = toSend(values);
    if (!remittance) return;
    try {
      setReport(await check.mutateAsync(remittance));
      setChecked(remittance);
    } catch (error) {
      setProblem(placeServerProblems(error, setError, REMITTANCE_FIELDS));
    }
  });

  const runRecord = async () => {
    if (!checked) return;
    setProblem(null);
    try {
      const done = await record.mutateAsync(checked);
      toast({
        title: t("desk.cod.form.recorded"),
        description: t("desk.cod.form.recorded.detail", { count: done.parcels.length, amount: rupees(done.amount) }),
      });
      reset({ ...getValues(), reference: "", amount: "", typed: "" });
      setFile(null);
      setReport(null);
      setChecked(null);
    } catch (error) {
      setProblem(placeServerProblems(error, setError, REMITTANCE_FIELDS));
    }
  };

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    setReport(null);
    setChecked(null);
    setFile(picked ? { name: picked.name, text: await picked.text() } : null);
  };

  // Anything changed after the check must be checked again before it is recorded.
  const changed = () => {
    setReport(null);
    setChecked(null);
  };
  const courierError = formState.errors.courier?.message;
  const blocking = report?.mismatches.filter((mismatch) => mismatch.blocks).length ?? 0;
  return (
    <form
      onSubmit={runCheck}
      onChange={changed}
      noValidate
      className="mt-4 flex flex-col gap-4"
      data-testid="remittance-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${ids}-courier`} className={fieldLabelStyle}>
            {t("desk.cod.courier")}
          </label>
          <select
            id={`${ids}-courier`}
            {...register("courier", { required: t("desk.cod.form.courier.required") })}
            aria-invalid={courierError ? true : undefined}
            aria-describedby={courierError ? `${ids}-courier-error` : undefined}
            className={`${fieldStyle} ${invalidFieldStyle}`}
          >
            <option value="" disabled>
              {couriers.isPending ? t("desk.cod.form.loadingCouriers") : t("desk.cod.form.chooseCourier")}
            </option>
            {couriers.data?.couriers.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
          <FieldError id={`${ids}-courier-error`} message={courierError} />
        </div>
        <TextField
          label={t("desk.cod.form.paidOn")}
          type="date"
          registration={register("remitted_on", { required: t("desk.cod.form.paidOn.required") })}
          error={formState.errors.remitted_on}
        />
        <TextField
          label={t("desk.cod.form.reference")}
          autoComplete="off"
          maxLength={100}
          registration={register("reference", {
            validate: (reference) => reference.trim() !== "" || t("desk.cod.form.reference.required"),
          })}
          error={formState.errors.reference}
        />
        <TextField
          label={t("desk.cod.form.amount")}
          prefix="₹"
          inputMode="decimal"
          autoComplete="off"
          registration={register("amount", {
            validate: (amount) => amount.trim() !== "" || t("desk.cod.form.amount.required"),
          })}
          error={formState.errors.amount}
        />
      </div>
      <div>
        <label htmlFor={`${ids}-file`} className={fieldLabelStyle}>
          {t("desk.cod.form.file")}
        </label>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void pickFile(event)}
          aria-describedby={`${ids}-file-hint`}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:text-ink"
          data-testid="remittance-file"
        />
        <p id={`${ids}-file-hint`} className="mt-1 text-xs text-muted">
          {file ? t("desk.cod.form.file.chosen", { name: file.name }) : t("desk.cod.form.file.hint")}
        </p>
      </div>
      {!file && (
        <TextField
          label={t("desk.cod.form.typed")}
          rows={4}
          placeholder={"EE123456789IN, 1299.00\nEE123456790IN, 850.00"}
          registration={register("typed")}
          error={formState.errors.typed}
          hint={t("desk.cod.form.typed.hint")}
          testId="remittance-typed"
        />
      )}
      <FormProblem message={problem} />
      {report && <RemittanceCheck report={report} />}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={check.isPending} className={secondaryButton}>
          {check.isPending ? t("desk.cod.form.checking") : t("desk.cod.form.check")}
        </button>
        {report && (
          <button
            type="button"
            onClick={() => void runRecord()}
            disabled={blocking > 0 || record.isPending}
            className={primaryButton}
          >
            <CheckCircle2 className="size-4" aria-hidden />
            {record.isPending
              ? t("desk.cod.form.recording")
              : t("desk.cod.form.recordParcels", { count: report.parcels.length })}
          </button>
        )}
      </div>
    </form>
  );
}

/** A dry run's outcome: the sums, and every mismatch by its line, the ones that stop it first. */
export function RemittanceCheck({ report }: { report: RemittanceReport }) {
  const t = useDeskMessages();
  const blocking = report.mismatches.filter((mismatch) => mismatch.blocks);
  const notes = report.mismatches.filter((mismatch) => !mismatch.blocks);
  return (
    <section
      aria-label={t("desk.cod.check.label")}
      className="rounded-xl bg-sand/60 p-3 text-sm ring-1 ring-line"
      data-testid="remittance-check"
    >
      <p role="status" className="font-medium">
        {blocking.length > 0
          ? t("desk.cod.check.blocked", { count: blocking.length })
          : t("desk.cod.check.ready", { count: report.parcels.length })}
      </p>
      <p className="mt-1 text-muted">
        {t("desk.cod.check.sums", {
          paid: rupees(report.amount),
          lines: rupees(report.parcels_sum),
          toCollect: rupees(report.cod_sum),
        })}
      </p>
      {report.mismatches.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1" aria-label={t("desk.cod.check.mismatches")}>
          {[...blocking, ...notes].map((mismatch) => (
            <li
              key={`${mismatch.line}-${mismatch.code}`}
              className={mismatch.blocks ? "text-red-800" : "text-amber-900"}
              data-testid="remittance-mismatch"
            >
              <span className="font-medium">
                {mismatch.line === null ? t("desk.cod.check.whole") : t("desk.cod.check.line", { line: mismatch.line })}
                :
              </span>{" "}
              {mismatch.message}
              {!mismatch.blocks && ` ${t("desk.cod.check.recordedAsPaid")}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
