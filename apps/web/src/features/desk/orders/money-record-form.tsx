// The one form for money moving between the shop and a customer: a payment in (record-payment-form.tsx) or a refund
// out (record-refund-form.tsx). Both ask the same things the same way (UPI with its 12-digit UTR, cash, or a bank
// transfer with its reference; the amount) and show the server's refusal beside the field it names; each says its own
// words and sends its own request. A refund may also go back through the payment gateway (`gateway`), which needs no
// reference: the gateway gives its own.
import { DESK_PAYMENT_METHODS, type DeskPaymentMethod } from "@mayil/core/orders/order-payments";
import type { RefundMethod } from "@mayil/core/orders/owner-order-change-schemas";
import { type FormEvent, useId, useState } from "react";
import { fieldLabelStyle, fieldStyle } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import type { DeskDone } from "../../../lib/desk/desk-done";
import { type DeskSay, useDeskMessages } from "../../../lib/desk/desk-messages";
import { offlineRefusalSaid } from "../../../lib/desk/offline";
import { toast } from "../../../lib/toast-store";
import { paymentMethodSaid } from "./payment-method-said";

type Field = "reference" | "amount" | "form";

/** What the owner typed, as the request wants it: the reference only for UPI and bank, the reason only when given. */
export interface MoneyRecordValues<M extends RefundMethod = RefundMethod> {
  method: M;
  amount: string;
  reference: string | undefined;
  reason: string | undefined;
}

/** What a recorded payment or refund leaves: the toast's words, the amount to start the next one at, and the hand-on. */
export interface MoneyRecorded {
  description: string;
  nextAmount: string;
  done: DeskDone;
}

/** One way the money can move, as the form offers it. */
export interface MoneyMethodChoice<M extends RefundMethod = RefundMethod> {
  value: M;
  label: string;
}

/** The desk's own three, as a payment offers them, in her desk's language. */
export const deskMethodChoices = (t: DeskSay): MoneyMethodChoice<DeskPaymentMethod>[] =>
  DESK_PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodSaid(t, value) }));

/** Whether the owner types a reference for this way: a UPI UTR or a bank's; none for cash or the gateway. */
const takesReference = (method: RefundMethod | undefined): method is Exclude<DeskPaymentMethod, "cash"> =>
  method === "upi" || method === "bank_transfer";

export interface MoneyRecordWords {
  testId: string;
  methodLegend: string;
  amountLabel: string;
  referenceLabel: (method: Exclude<DeskPaymentMethod, "cash">) => string;
  referenceRequired: (method: Exclude<DeskPaymentMethod, "cash">) => boolean;
  /** The optional "why" kept on the timeline; left out when the record has none. */
  reason?: { label: string; placeholder: string };
  submit: string;
  submitStyle: string;
  recordedTitle: string;
  failedTitle: string;
  /** Which words of a 400's message mean the amount (the server names it: "amount ...", "... more than ..."). */
  amountWords: RegExp;
}

function fieldOf(message: string, amountWords: RegExp): Field {
  if (/UTR|reference/i.test(message)) return "reference";
  if (amountWords.test(message)) return "amount";
  return "form";
}

export function MoneyRecordForm<M extends RefundMethod>({
  words,
  methods,
  initialAmount,
  pending,
  save,
  onRecorded,
}: {
  words: MoneyRecordWords;
  /** The ways offered, the first chosen at the start. */
  methods: MoneyMethodChoice<M>[];
  initialAmount: string;
  pending: boolean;
  save: (values: MoneyRecordValues<M>) => Promise<MoneyRecorded>;
  onRecorded: (done: DeskDone) => void;
}) {
  const t = useDeskMessages();
  const ids = useId();
  const [method, setMethod] = useState<M | undefined>(methods[0]?.value);
  const [amount, setAmount] = useState(initialAmount);
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);

  // Awaited, not the mutation's callbacks: a payment that settles the order unmounts this form, and the owner must
  // still hear that it was recorded.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (method === undefined) return;
    try {
      const recorded = await save({
        method,
        amount: amount.trim(),
        reference: takesReference(method) ? reference.trim() || undefined : undefined,
        reason: reason.trim() || undefined,
      });
      toast({ title: words.recordedTitle, description: recorded.description });
      setReference("");
      setReason("");
      setAmount(recorded.nextAmount);
      onRecorded(recorded.done);
    } catch (error) {
      // Offline: said beside the button she pressed, and what she typed stays for when she is connected.
      const offline = offlineRefusalSaid(error, t);
      if (offline) setProblem({ field: "form", message: offline });
      else if (error instanceof ApiError && error.code === "invalid_input") {
        setProblem({ field: fieldOf(error.message, words.amountWords), message: error.message });
      } else {
        const message = error instanceof Error ? error.message : t("desk.order.tryAgain");
        toast({ title: words.failedTitle, description: message, variant: "destructive" });
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
      data-testid={words.testId}
    >
      <fieldset>
        <legend className={fieldLabelStyle}>{words.methodLegend}</legend>
        <div className={`mt-1 grid gap-2 ${methods.length > 3 ? "grid-cols-2" : "grid-cols-3"}`}>
          {methods.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-2 py-2.5 text-center text-sm font-medium has-checked:border-peacock has-checked:bg-peacock/10 has-checked:text-peacock has-focus-visible:ring-2 has-focus-visible:ring-peacock"
            >
              <input
                type="radio"
                name={`${ids}-method`}
                value={choice.value}
                checked={method === choice.value}
                onChange={() => {
                  setMethod(choice.value);
                  setProblem(null);
                }}
                className="sr-only"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-amount`} className={fieldLabelStyle}>
          {words.amountLabel}
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
      {takesReference(method) && (
        <div>
          <label htmlFor={`${ids}-reference`} className={fieldLabelStyle}>
            {words.referenceLabel(method)}
          </label>
          <input
            id={`${ids}-reference`}
            inputMode={method === "upi" ? "numeric" : "text"}
            autoComplete="off"
            // Room for the UTR as the UPI app shows it, "4123 5678 9012": the server reads the 12 digits.
            maxLength={method === "upi" ? 20 : 100}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            aria-required={words.referenceRequired(method) || undefined}
            aria-invalid={problem?.field === "reference" || undefined}
            aria-describedby={describedBy("reference")}
            className={fieldStyle}
          />
          {errorFor("reference")}
        </div>
      )}
      {words.reason && (
        <div>
          <label htmlFor={`${ids}-reason`} className={fieldLabelStyle}>
            {words.reason.label}
          </label>
          <input
            id={`${ids}-reason`}
            value={reason}
            maxLength={500}
            placeholder={words.reason.placeholder}
            onChange={(event) => setReason(event.target.value)}
            className={fieldStyle}
          />
        </div>
      )}
      {errorFor("form")}
      <button type="submit" disabled={pending} className={words.submitStyle}>
        {pending ? t("desk.order.saving") : words.submit}
      </button>
    </form>
  );
}
