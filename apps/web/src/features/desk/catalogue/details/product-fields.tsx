// The product's own fields, shared by the new-product page and a product's page: name, description, price, category
// and subcategory (only those of the chosen category), featured and video links, and the opening stock for a new
// one. Each problem, the form's own or the server's, sits beside its field and is read out with it.
import { productPriceProblem } from "@mayil/core/catalogue/product-price";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { type FieldError, type UseFormRegisterReturn, useFormContext, useWatch } from "react-hook-form";
import { describedBy, FieldHint, FieldProblem } from "../../../../components/desk/form-field";
import { TranslatedNames } from "../../../../components/desk/translated-names";
import { fieldLabelStyle, fieldStyle, TextField } from "../../../../components/ui/text-field";
import { useCategoryChoices } from "../queries/use-category-choices";
import { MOST_STOCK, type ProductFormValues, typedCount, videoLinks } from "./product-form-values";

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
  "name_ml",
  "name_hi",
  "description_ml",
  "description_hi",
] as const;

// Only the first check here: which sites' videos the shop plays (@mayil/core/video-links) is the server's response,
// shown beside this field (product-problems.ts). Importing that rule here would cut a chunk of its own that the
// product page then loads as well.
const videoProblem = (typed: string) =>
  videoLinks(typed).every((link) => /^https:\/\/\S+$/.test(link)) || "Each video must be a link starting with https://";

const stockProblem = (typed: string) =>
  typedCount(typed) !== null || `Enter how many you have: a whole number from 0 to ${MOST_STOCK}`;

export function ProductFields({ isNew }: { isNew: boolean }) {
  const { register, control, setValue, formState, getValues } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const choices = useCategoryChoices();
  const categoryId = useWatch({ control, name: "category_id" });
  const subcategories = categoryId ? choices.subcategoriesOf(Number(categoryId)) : [];
  // Registered in the order they show, so a refused save puts focus on the first field with a problem.
  const nameRegistration = register("name", {
    validate: (name) => name.trim() !== "" || "Enter the product's name",
  });
  const descriptionRegistration = register("description");
  const priceRegistration = register("price", {
    validate: (typed) => (typed.trim() === "" ? "Enter the price" : productPriceProblem(typed)),
  });
  const categoryRegistration = register("category_id", { validate: (id) => id !== "" || "Choose a category" });

  return (
    <>
      <TextField
        label="Name*"
        autoComplete="off"
        maxLength={120}
        registration={nameRegistration}
        error={errors.name}
        testId="product-name"
      />
      <TextField
        label="Description"
        rows={4}
        maxLength={5000}
        hint="What it is made of, its size, how to wear it: shoppers read this on its page."
        registration={descriptionRegistration}
        error={errors.description}
      />
      <TranslatedNames
        register={register}
        errors={errors}
        maxLength={120}
        withDescriptions
        open={Boolean(getValues("name_ml") || getValues("name_hi"))}
      />
      <TextField
        label="Price*"
        prefix="₹"
        inputMode="decimal"
        autoComplete="off"
        hint={isNew ? "A colour can have its own price." : undefined}
        registration={priceRegistration}
        error={errors.price}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category*"
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
            { value: "", label: choices.isPending ? "Loading…" : "Choose a category" },
            ...choices.categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
        />
        <SelectField
          label="Subcategory"
          registration={register("subcategory_id")}
          error={errors.subcategory_id}
          hint={categoryId && subcategories.length === 0 ? "This category has no subcategories." : undefined}
          options={[
            { value: "", label: "None" },
            ...subcategories.map((subcategory) => ({ value: String(subcategory.id), label: subcategory.name })),
          ]}
        />
      </div>
      {isNew && (
        <TextField
          label="Opening stock*"
          inputMode="numeric"
          autoComplete="off"
          hint="How many you have now. Later changes go through “Adjust stock”, which keeps their history."
          registration={register("stock", { validate: stockProblem })}
          error={errors.stock}
        />
      )}
      <TextField
        label="Video links"
        rows={2}
        hint="Optional: one link per line: YouTube, Vimeo, Instagram, or a video file (.mp4) starting with https://"
        registration={register("videos", { validate: videoProblem })}
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
          Featured
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 ml-8 text-xs text-muted">
        Shown among the featured pieces on the home page.
      </p>
      <FieldProblem id={id} message={error?.message} />
    </div>
  );
}
