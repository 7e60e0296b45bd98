// The product's own fields, shared by the new-product page and a product's page: name, description, price, category
// and subcategory (only those of the chosen category), featured and video links, and the opening stock for a new
// one. Each problem, the form's own or the server's, sits beside its field and is read out with it.
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { type FieldError, type UseFormRegisterReturn, useFormContext, useWatch } from "react-hook-form";
import { describedBy, FieldHint, FieldProblem } from "../../../../components/desk/form-field";
import { TranslatedNames } from "../../../../components/desk/translated-names";
import { fieldLabelStyle, fieldStyle, TextField } from "../../../../components/ui/text-field";
import { type DeskSay, useDeskMessages } from "../../../../lib/desk/desk-messages";
import { useCategoryChoices } from "../queries/use-category-choices";
import { priceProblem } from "./price-problem";
import {
  MOST_STOCK,
  type ProductFormValues,
  TRANSLATED_PRODUCT_FIELDS,
  typedCount,
  videoLinks,
} from "./product-form-values";

/** The API's field names the form shows: a 400's issues land beside these. */
export const PRODUCT_FIELDS = [
  "name",
  "description",
  "price",
  "category_id",
  "subcategory_id",
  "featured",
  "videos",
  "stock",
  ...TRANSLATED_PRODUCT_FIELDS,
] as const;

// Only the first check here: which sites' videos the shop plays (@mayil/core/video-links) is the server's response,
// shown beside this field (product-problems.ts). Importing that rule here would cut a chunk of its own that the
// product page then loads as well.
const videoProblem = (t: DeskSay) => (typed: string) =>
  videoLinks(typed).every((link) => /^https:\/\/\S+$/.test(link)) || t("desk.product.videos.problem");

const stockProblem = (t: DeskSay) => (typed: string) =>
  typedCount(typed) !== null || t("desk.product.stockProblem", { most: MOST_STOCK });

export function ProductFields({ isNew }: { isNew: boolean }) {
  const t = useDeskMessages();
  const { register, control, setValue, formState, getValues } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const choices = useCategoryChoices();
  const categoryId = useWatch({ control, name: "category_id" });
  const subcategories = categoryId ? choices.subcategoriesOf(Number(categoryId)) : [];
  // Registered in the order they show, so a refused save puts focus on the first field with a problem.
  const nameRegistration = register("name", {
    validate: (name) => name.trim() !== "" || t("desk.product.name.problem"),
  });
  const descriptionRegistration = register("description");
  const priceRegistration = register("price", {
    validate: (typed) => (typed.trim() === "" ? t("desk.product.price.problem") : priceProblem(t, typed)),
  });
  const categoryRegistration = register("category_id", {
    validate: (id) => id !== "" || t("desk.product.category.problem"),
  });
  // Open when she had given one when the form opened, and left so: emptying a field must not fold it under her hands.
  const [givenAtFirst] = useState(() =>
    Boolean(getValues("name_ml") || getValues("name_hi") || getValues("color_name_ml") || getValues("color_name_hi")),
  );

  return (
    <>
      <TextField
        label={t("desk.product.name")}
        autoComplete="off"
        maxLength={120}
        registration={nameRegistration}
        error={errors.name}
        testId="product-name"
      />
      <TextField
        label={t("desk.product.description")}
        rows={4}
        maxLength={5000}
        hint={t("desk.product.description.hint")}
        registration={descriptionRegistration}
        error={errors.description}
      />
      <TranslatedNames
        register={register}
        errors={errors}
        maxLength={120}
        withDescriptions
        withOwnColour
        open={givenAtFirst}
      />
      <TextField
        label={t("desk.product.price")}
        prefix="₹"
        inputMode="decimal"
        autoComplete="off"
        hint={isNew ? t("desk.product.price.hint") : undefined}
        registration={priceRegistration}
        error={errors.price}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("desk.product.category")}
          registration={{
            ...categoryRegistration,
            // A subcategory belongs to one category: a new category starts without one.
            onChange: async (event) => {
              await categoryRegistration.onChange(event);
              setValue("subcategory_id", "", { shouldDirty: true });
            },
          }}
          error={errors.category_id}
          options={[
            {
              value: "",
              label: choices.isPending ? t("desk.product.category.loading") : t("desk.product.category.choose"),
            },
            ...choices.categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
        />
        <SelectField
          label={t("desk.product.subcategory")}
          registration={register("subcategory_id")}
          error={errors.subcategory_id}
          hint={categoryId && subcategories.length === 0 ? t("desk.product.subcategory.none") : undefined}
          options={[
            { value: "", label: t("desk.product.subcategory.noneChosen") },
            ...subcategories.map((subcategory) => ({ value: String(subcategory.id), label: subcategory.name })),
          ]}
        />
      </div>
      {isNew && (
        <TextField
          label={t("desk.product.openingStock")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("desk.product.openingStock.hint")}
          registration={register("stock", { validate: stockProblem(t) })}
          error={errors.stock}
        />
      )}
      <TextField
        label={t("desk.product.videos")}
        rows={2}
        hint={t("desk.product.videos.hint")}
        registration={register("videos", { validate: videoProblem(t) })}
        error={errors.videos}
      />
      <FeaturedField registration={register("featured")} error={errors.featured} />
    </>
  );
}

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  error?: FieldError;
  hint?: string;
}

function SelectField({ label, registration, options, error, hint }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabelStyle}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          {...registration}
          {...describedBy(id, { hint, error: error?.message })}
          className={`${fieldStyle} appearance-none pr-9 ${error ? "border-red-700" : ""}`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 mt-0.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldProblem id={id} message={error?.message} />
    </div>
  );
}

function FeaturedField({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  const t = useDeskMessages();
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...registration}
          {...describedBy(id, { hint: true, error: error?.message })}
          className="mt-0.5 size-5 shrink-0 accent-peacock"
        />
        <label htmlFor={id} className={fieldLabelStyle}>
          {t("desk.product.featured")}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 ml-8 text-xs text-muted">
        {t("desk.product.featured.hint")}
      </p>
      <FieldProblem id={id} message={error?.message} />
    </div>
  );
}
