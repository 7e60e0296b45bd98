// "Record payment": UPI (with its 12-digit UTR), cash or a bank transfer, for at most what is still owed. The amount
// starts at what is due; the server's response to a wrong UTR or amount shows beside that field. Once recorded, the
// receipt to send the customer shows on the order's page.
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@mayil/core/order-payments";
import type { OwnerOrder } from "@mayil/core/owner-schemas";
import { type FormEvent, useId, useState } from "react";
import { primaryButton } from "../../components/ui/button-styles";
import { fieldLabelStyle, fieldStyle } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import type { DeskDone } from "../../lib/desk/desk-done";
import { rupees } from "../../lib/desk/desk-format";
import { toast } from "../../lib/toast-store";
import { useRecordPayment } from "./use-owner-order";

type Field = "reference" | "amount" | "form";

/** Which field a 400's message is about (the server names it: "amount ...", "... UTR ..."). */
function fieldOf(message: string): Field {
  if (/UTR|reference/i.test(message)) return "reference";
  if (/amount|owed|more than/i.test(message)) return "amount";
  return "form";
}

export function RecordPaymentForm({ order, onRecorded }: { order: OwnerOrder; onRecorded: (done: DeskDone) => void }) {
  const ids = useId();
  const record = useRecordPayment(order.id);
  const [method, setMethod] = useState<PaymentMethod>("upi");
  const [amount, setAmount] = useState(order.amount_due);
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);

  // mutateAsync, not mutate's callbacks: a payment that settles the order unmounts this form, and the owner must
  // still hear that it was recorded.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const body = await record.mutateAsync({
        method,
        amount: amount.trim(),
        reference: method === "cash" ? undefined : reference.trim() || undefined,
      });
      toast({
        title: "Payment recorded",
        description: `${PAYMENT_METHOD_LABELS[body.payment.method]} ${rupees(body.payment.amount)} for ${order.order_number}`,
      });
      setReference("");
      setAmount(body.order.amount_due);
      onRecorded({ title: "Payment recorded", customerWhatsappUrl: body.customer_whatsapp_url });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setProblem({ field: fieldOf(error.message), message: error.message });
      } else {
        const message = error instanceof Error ? error.message : "Please try again.";
        toast({ title: "The payment was not recorded", description: message, variant: "destructive" });
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
      data-testid="record-payment"
    >
      <fieldset>
        <legend className={fieldLabelStyle}>Paid by</legend>
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
          Amount (₹)
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
            {method === "upi" ? "UTR (12 digits, from the customer's UPI app)" : "Bank reference (optional)"}
          </label>
          <input
            id={`${ids}-reference`}
            inputMode={method === "upi" ? "numeric" : "text"}
            autoComplete="off"
            // Room for the UTR as the UPI app shows it, "4123 5678 9012": the server reads the 12 digits.
            maxLength={method === "upi" ? 20 : 100}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            aria-required={method === "upi" || undefined}
            aria-invalid={problem?.field === "reference" || undefined}
            aria-describedby={describedBy("reference")}
            className={fieldStyle}
          />
          {errorFor("reference")}
        </div>
      )}
      {errorFor("form")}
      <button type="submit" disabled={record.isPending} className={primaryButton}>
        {record.isPending ? "Saving..." : "Record payment"}
      </button>
    </form>
  );
}
