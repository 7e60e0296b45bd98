// Adding or changing one colour of a product: its name, its swatch (the phone's colour picker, or a code typed as
// "#b0122b"), its price (the product's when left empty) and, for a new colour, how many there are. Stock changes of
// an existing colour go through "Adjust stock", which keeps their reason.

import type { OwnerProduct, OwnerVariant } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { Money } from "@mayil/core/money/money";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DialogActions } from "../../../../components/desk/dialog-actions";
import { describedBy, FieldHint, FieldProblem, FormProblem } from "../../../../components/desk/form-field";
import { TranslatedNames } from "../../../../components/desk/translated-names";
import { Modal } from "../../../../components/ui/modal";
import { fieldLabelStyle, fieldStyle, TextField } from "../../../../components/ui/text-field";
import { rupees } from "../../../../lib/desk/desk-format";
import { useDeskMessages } from "../../../../lib/desk/desk-messages";
import { rupeesText, typedPaise } from "../../../../lib/desk/order-lines";
import { toast } from "../../../../lib/toast-store";
import { priceProblem } from "../details/price-problem";
import { MOST_STOCK, typedCount } from "../details/product-form-values";
import { placeFormProblems } from "../details/product-problems";
import { useAddColour, useUpdateColour } from "../queries/use-owner-product";

interface ColourValues {
  color_name: string;
  color_code: string;
  price: string;
  stock: string;
  /** Her Malayalam and Hindi names for it; empty: the shop shows the English (decision 084). */
  color_name_ml: string;
  color_name_hi: string;
}

const COLOUR_FIELDS = ["color_name", "color_code", "price", "stock", "color_name_ml", "color_name_hi"] as const;
const COLOUR_CODE = /^#[0-9a-fA-F]{6}$/;

const valuesOf = (product: OwnerProduct, colour: OwnerVariant | null): ColourValues =>
  colour
    ? {
        color_name: colour.color_name,
        color_code: colour.color_code,
        price: colour.price === product.price ? "" : rupeesText(typedPaise(colour.price) ?? 0),
        stock: String(colour.stock),
        color_name_ml: colour.color_name_ml ?? "",
        color_name_hi: colour.color_name_hi ?? "",
      }
    : { color_name: "", color_code: "#b0122b", price: "", stock: "0", color_name_ml: "", color_name_hi: "" };

export function ColourDialog({
  product,
  colour,
  onClose,
}: {
  product: OwnerProduct;
  /** The colour to change; null to add one. */
  colour: OwnerVariant | null;
  onClose: () => void;
}) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} panelClassName="w-[min(96vw,30rem)] p-5 sm:p-8">
      <ColourForm product={product} colour={colour} onDone={onClose} />
    </Modal>
  );
}

function ColourForm({
  product,
  colour,
  onDone,
}: {
  product: OwnerProduct;
  colour: OwnerVariant | null;
  onDone: () => void;
}) {
  const t = useDeskMessages();
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<ColourValues>({
    defaultValues: valuesOf(product, colour),
    mode: "onTouched",
  });
  const add = useAddColour(product.id);
  const update = useUpdateColour(product.id);
  const [problem, setProblem] = useState<string | null>(null);
  const code = useWatch({ control, name: "color_code" });
  const pickerId = useId();
  const codeId = useId();
  const codeError = formState.errors.color_code?.message;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const name = values.color_name.trim();
    const colourCode = values.color_code.trim().toLowerCase();
    const paise = typedPaise(values.price);
    // Empty is none: the shop shows the English name.
    const translations = {
      color_name_ml: values.color_name_ml.trim() || null,
      color_name_hi: values.color_name_hi.trim() || null,
    };
    try {
      if (colour) {
        await update.mutateAsync({
          variantId: colour.id,
          changes: {
            color_name: name,
            color_code: colourCode,
            // Emptied: back to the product's own price.
            price: paise === null ? product.price : Money.toWire(paise),
            ...translations,
          },
        });
        toast({
          title: t("desk.product.colour.saved"),
          description: t("desk.product.colour.savedText", { name: product.name, colour: name }),
        });
      } else {
        await add.mutateAsync({
          color_name: name,
          color_code: colourCode,
          price: paise === null ? undefined : Money.toWire(paise),
          stock: typedCount(values.stock) ?? 0,
          ...translations,
        });
        toast({
          title: t("desk.product.colour.added"),
          description: t("desk.product.colour.addedText", { name: product.name, colour: name }),
        });
      }
      onDone();
    } catch (error) {
      setProblem(placeFormProblems(error, setError, COLOUR_FIELDS));
    }
  });

  return (
    <>
      <Dialog.Title className="pr-10 font-display text-3xl font-semibold">
        {colour ? t("desk.product.colour.editNamed", { colour: colour.color_name }) : t("desk.product.colour.add")}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {colour
          ? t("desk.product.colour.editAbout", { name: product.name })
          : t("desk.product.colour.addAbout", { name: product.name })}
      </Dialog.Description>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
        <TextField
          label={t("desk.product.colour.name")}
          autoComplete="off"
          maxLength={60}
          placeholder={t("desk.product.colour.namePlaceholder")}
          registration={register("color_name", {
            validate: (name) => name.trim() !== "" || t("desk.product.colour.name.problem"),
          })}
          error={formState.errors.color_name}
          testId="colour-name"
        />
        <div>
          <label htmlFor={codeId} className={fieldLabelStyle}>
            {t("desk.product.colour.swatch")}
          </label>
          <div className="mt-1 flex items-center gap-3">
            <input
              id={pickerId}
              type="color"
              value={COLOUR_CODE.test(code) ? code.toLowerCase() : "#000000"}
              onChange={(event) =>
                setValue("color_code", event.target.value, { shouldDirty: true, shouldValidate: true })
              }
              aria-label={t("desk.product.colour.pick")}
              className="h-12 w-16 shrink-0 cursor-pointer rounded-xl border border-line bg-white p-1"
            />
            <input
              id={codeId}
              autoComplete="off"
              spellCheck={false}
              maxLength={7}
              {...register("color_code", {
                validate: (typed) => COLOUR_CODE.test(typed.trim()) || t("desk.product.colour.swatch.problem"),
              })}
              {...describedBy(codeId, { hint: true, error: codeError })}
              className={`${fieldStyle} mt-0 font-mono ${codeError ? "border-red-700" : ""}`}
            />
          </div>
          <FieldHint id={codeId} hint={t("desk.product.colour.swatch.hint")} />
          <FieldProblem id={codeId} message={codeError} />
        </div>
        <TextField
          label={t("desk.product.colour.price")}
          prefix="₹"
          inputMode="decimal"
          autoComplete="off"
          placeholder={rupeesText(typedPaise(product.price) ?? 0)}
          hint={t("desk.product.colour.price.hint", { price: rupees(product.price) })}
          registration={register("price", { validate: (typed) => typed.trim() === "" || priceProblem(t, typed) })}
          error={formState.errors.price}
        />
        <TranslatedNames
          register={register}
          errors={formState.errors}
          nameField="color_name"
          maxLength={60}
          open={Boolean(colour?.color_name_ml || colour?.color_name_hi)}
        />
        {!colour && (
          <TextField
            label={t("desk.product.colour.stock")}
            inputMode="numeric"
            autoComplete="off"
            hint={t("desk.product.colour.stock.hint")}
            registration={register("stock", {
              validate: (typed) => typedCount(typed) !== null || t("desk.product.stockProblem", { most: MOST_STOCK }),
            })}
            error={formState.errors.stock}
          />
        )}
        <FormProblem message={problem} />
        <DialogActions
          submitLabel={colour ? t("desk.product.colour.save") : t("desk.product.colour.addButton")}
          busy={formState.isSubmitting}
          cancelLabel={t("desk.product.cancel")}
          busyLabel={t("desk.product.saving")}
        />
      </form>
    </>
  );
}
