// The pieces of an order, shared by the edit dialog and the new-sale page: each line's quantity, agreed price and a
// remove button, the picker that adds a piece (or one more of a piece already there), and the figures they come to.

import { nameWithOption } from "@mayil/core/catalogue/piece-options";
import { Money } from "@mayil/core/money/money";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { Controller, useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { type DeskSay, useDeskMessages } from "../../lib/desk/desk-messages";
import {
  type OrderFigures,
  type OrderLinesFormValues,
  type OrderLineValues,
  rupeeFieldProblem,
  typedPaise,
} from "../../lib/desk/order-lines";
import { QuantityStepper } from "../ui/quantity-stepper";
import { ResponsiveImage } from "../ui/responsive-image";
import { fieldLabelStyle, fieldStyle } from "../ui/text-field";
import { describedBy, FieldProblem } from "./form-field";
import { ProductPicker } from "./product-picker";

const lineLabel = (line: Pick<OrderLineValues, "name" | "color_name">) => nameWithOption(line.name, line.color_name);

export function OrderLinesFields() {
  const { control, getValues, clearErrors } = useFormContext<OrderLinesFormValues>();
  const { errors } = useFormState({ control, name: "items" });
  const { fields, append, update, remove } = useFieldArray({ control, name: "items" });
  const headingId = useId();
  const t = useDeskMessages();

  function add(line: OrderLineValues) {
    clearErrors("items");
    const index = fields.findIndex((f) => f.product_id === line.product_id && f.variant_id === line.variant_id);
    const existing = index >= 0 ? getValues(`items.${index}`) : undefined;
    if (existing) {
      update(index, { ...existing, quantity: Math.min(existing.quantity + 1, existing.most) });
    } else append(line);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        {t("desk.pieces.heading")}
      </h2>
      {fields.length === 0 ? (
        <p className="text-sm text-muted">{t("desk.pieces.none")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <OrderLine key={field.id} index={index} line={field} onRemove={() => remove(index)} />
          ))}
        </ul>
      )}
      {errors.items?.message && (
        <p role="alert" className="text-sm text-red-800">
          {errors.items.message}
        </p>
      )}
      <ProductPicker onPick={add} />
    </section>
  );
}

function OrderLine({ index, line, onRemove }: { index: number; line: OrderLineValues; onRemove: () => void }) {
  const { control, register, watch } = useFormContext<OrderLinesFormValues>();
  const { errors } = useFormState({ control, name: `items.${index}` });
  const t = useDeskMessages();
  const id = useId();
  const label = lineLabel(line);
  const quantity = watch(`items.${index}.quantity`);
  const price = watch(`items.${index}.unit_price`);
  const lineErrors = errors.items?.[index];
  const priceError = lineErrors?.unit_price?.message;
  const quantityError = lineErrors?.quantity?.message;
  const paise = typedPaise(price ?? "");
  return (
    <li className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line sm:p-4" data-testid="order-line">
      <div className="flex items-start gap-3">
        <ResponsiveImage
          src={line.image}
          alt=""
          width={96}
          height={96}
          sizes="56px"
          className="size-14 shrink-0 rounded-xl object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">{label}</p>
          {/* As the order's own page writes a line: quantity × the price each, then what the line comes to. */}
          <p className="text-sm text-muted" data-testid="line-total">
            {paise === null ? "—" : `${quantity} × ${Money.format(paise)} = ${Money.format(paise * quantity)}`}
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("desk.pieces.remove", { name: label })}
          className="-mt-1 -mr-1 rounded-full p-2 text-muted hover:bg-sand hover:text-red-800"
        >
          <Trash2 className="size-5" aria-hidden />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <span className={`${fieldLabelStyle} mb-1`} aria-hidden>
            {t("desk.pieces.quantity")}
          </span>
          <Controller
            control={control}
            name={`items.${index}.quantity`}
            render={({ field }) => (
              <QuantityStepper
                value={field.value}
                min={1}
                max={Math.max(line.most, field.value)}
                onChange={field.onChange}
                size="large"
                labels={{
                  group: t("desk.pieces.quantityOf", { name: label }),
                  decrease: t("desk.pieces.oneFewer", { name: label }),
                  increase: t("desk.pieces.oneMore", { name: label }),
                }}
                valueTestId="line-quantity"
              />
            )}
          />
          <FieldProblem id={`${id}-quantity`} message={quantityError} />
        </div>
        <div className="min-w-32 flex-1">
          <label htmlFor={`${id}-price`} className={fieldLabelStyle}>
            {t("desk.pieces.priceEach")}
            <span className="sr-only"> {t("desk.pieces.priceFor", { name: label })}</span>
          </label>
          <div className="relative">
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-muted"
            >
              ₹
            </span>
            <input
              id={`${id}-price`}
              inputMode="decimal"
              autoComplete="off"
              {...register(`items.${index}.unit_price`, {
                validate: (typed) =>
                  typed.trim() === "" ? t("desk.pieces.enterPrice") : rupeeFieldProblem("Price", false)(typed),
              })}
              {...describedBy(`${id}-price`, { error: priceError })}
              className={`${fieldStyle} pl-7`}
            />
          </div>
          <FieldProblem id={`${id}-price`} message={priceError} />
        </div>
      </div>
    </li>
  );
}

/** The figures the form comes to, shown live; the server works them out again on saving. */
export function OrderFiguresSummary({ figures, deliveryLabel }: { figures: OrderFigures; deliveryLabel: string }) {
  const t = useDeskMessages();
  return (
    <div className="rounded-2xl bg-sand/60 p-4 text-sm">
      <dl data-testid="order-figures">
        <div className="flex justify-between py-0.5">
          <dt>{t("desk.order.subtotal")}</dt>
          <dd data-testid="order-subtotal">{Money.format(figures.subtotal)}</dd>
        </div>
        <div className="flex justify-between py-0.5">
          <dt>{deliveryLabel}</dt>
          <dd>{Money.format(figures.deliveryFee)}</dd>
        </div>
        {figures.codFee > 0 && (
          <div className="flex justify-between py-0.5">
            <dt>{t("desk.order.codFee")}</dt>
            <dd>{Money.format(figures.codFee)}</dd>
          </div>
        )}
        {figures.discount > 0 && (
          <div className="flex justify-between py-0.5">
            <dt>{t("desk.order.discount")}</dt>
            <dd>−{Money.format(figures.discount)}</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between border-t border-line pt-2 text-base font-semibold">
          <dt>{t("desk.order.total")}</dt>
          <dd aria-live="polite" data-testid="order-total">
            {Money.format(figures.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-muted">{t("desk.pieces.totalAgain")}</p>
    </div>
  );
}

/**
 * Marks an order with no pieces left (the form's own checks do not look at an empty list); true when it did. Call it
 * from both sides of handleSubmit, so the message shows beside the others.
 */
export function markNoPieces(
  items: readonly OrderLineValues[],
  setError: (name: "items", error: { type: string; message: string }) => void,
  t: DeskSay,
) {
  if (items.length > 0) return false;
  setError("items", { type: "required", message: t("desk.pieces.needOne") });
  return true;
}
