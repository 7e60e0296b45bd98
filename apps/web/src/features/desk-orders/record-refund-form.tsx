// "Record refund": money the shop gave back, by UPI (with the 12-digit UTR of the transfer she sent), cash or a bank
// transfer (with its reference), for at most what was paid less what was refunded. The amount starts at the refund
// owed (what was paid beyond what the order is worth now); the server's refusal shows beside the field it names.
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@mayil/core/order-payments";
import type { OwnerOrder } from "@mayil/core/owner-schemas";
import { type FormEvent, useId, useState } from "react";
import { secondaryButton } from "../../components/ui/button-styles";
import { fieldLabelStyle, fieldStyle } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import type { DeskDone } from "../../lib/desk/desk-done";
import { rupees } from "../../lib/desk/desk-format";
import { toast } from "../../lib/toast-store";
import { useRecordRefund } from "./use-owner-order";

type Field = "reference" | "amount" | "form";

function fieldOf(message: string): Field {
  if (/UTR|reference/i.test(message)) return "reference";
  if (/amount|refund|more than/i.test(message)) return "amount";
  return "form";
}

export function RecordRefundForm({ order, onRecorded }: { order: OwnerOrder; onRecorded: (done: DeskDone) => void }) {
  const ids = useId();
  const record = useRecordRefund(order.id);
  const [method, setMethod] = useState<PaymentMethod>("upi");
  const owed = order.refund_owed === "0.00" ? "" : order.refund_owed;
  const [amount, setAmount] = useState(owed);
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const body = await record.mutateAsync({
        method,
        amount: amount.trim(),
        reference: method === "cash" ? undefined : reference.trim() || undefined,
        reason: reason.trim() || undefined,
      });
      toast({
        title: "Refund recorded",
        description: `${PAYMENT_METHOD_LABELS[body.refund.method]} ${rupees(body.refund.amount)} back for ${order.order_number}`,
      });
      setReference("");
      setReason("");
      setAmount(body.order.refund_owed === "0.00" ? "" : body.order.refund_owed);
      onRecorded({ title: "Refund recorded", customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setProblem({ field: fieldOf(error.message), message: error.message });
      } else {
        const message = error instanceof Error ? error.message : "Please try again.";
        toast({ title: "The refund was not recorded", description: message, variant: "destructive" });
      }
    }
  };

  const errorFor = (field: Field) =>
    problem?.field === field ? (
      <p id={`${ids}-${field}-error`} className="mt-1 text-sm text-red-700" role="alert">
        {problem.message}
      </p>
    ) : null;
  const describedBy = (field: Field) => (problem?.field === field ? `${ids}-${field}-error` : undefined);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-4 flex flex-col gap-4"
      noValidate
      data-testid="record-refund"
    >
      <fieldset>
        <legend className={fieldLabelStyle}>Refunded by</legend>
        <div className="mt-1 grid grid-cols-3 gap-2">
          {PAYMENT_METHODS.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-2 py-2.5 text-center text-sm font-medium has-checked:border-peacock has-checked:bg-peacock/10 has-checked:text-peacock has-focus-visible:ring-2 has-focus-visible:ring-peacock"
            >
              <input
                type="radio"
                name={`${ids}-method`}
                value={choice}
                checked={method === choice}
                onChange={() => {
                  setMethod(choice);
                  setProblem(null);
                }}
                className="sr-only"
              />
              {PAYMENT_METHOD_LABELS[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-amount`} className={fieldLabelStyle}>
          Amount refunded (₹)
        </label>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={problem?.field === "amount" || undefined}
          aria-describedby={describedBy("amount")}
          className={fieldStyle}
        />
        {errorFor("amount")}
      </div>
      {method !== "cash" && (
        <div>
          <label htmlFor={`${ids}-reference`} className={fieldLabelStyle}>
            {method === "upi" ? "UTR (12 digits, from your UPI app)" : "Bank reference"}
          </label>
          <input
            id={`${ids}-reference`}
            inputMode={method === "upi" ? "numeric" : "text"}
            autoComplete="off"
            maxLength={method === "upi" ? 20 : 100}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            aria-required
            aria-invalid={problem?.field === "reference" || undefined}
            aria-describedby={describedBy("reference")}
            className={fieldStyle}
          />
          {errorFor("reference")}
        </div>
      )}
      <div>
        <label htmlFor={`${ids}-reason`} className={fieldLabelStyle}>
          Why (optional, for the timeline)
        </label>
        <input
          id={`${ids}-reason`}
          value={reason}
          maxLength={500}
          placeholder="e.g. one earring came back, a scratch"
          onChange={(event) => setReason(event.target.value)}
          className={fieldStyle}
        />
      </div>
      {errorFor("form")}
      <button type="submit" disabled={record.isPending} className={secondaryButton}>
        {record.isPending ? "Saving..." : "Record refund"}
      </button>
    </form>
  );
}
