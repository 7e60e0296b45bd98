// Adding or editing a category: its name and the line shoppers read under it. The form checks what it can (a name
// is required) and puts the server's refusals (a name already taken: 409) where the owner will see them.

import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormProblem } from "../../../components/desk/form-field";
import { TranslatedNames } from "../../../components/desk/translated-names";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import { TextField } from "../../../components/ui/text-field";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import type { CategoryText, SubcategoryText } from "./use-owner-categories";

/** The form's values: what she typed, translations "" where none. */
type Typed<T> = { [K in keyof T]: string };

/** Typed text as the API takes a translation: empty is none (null), so the shop shows the English. */
const orNone = (typed: string) => typed.trim() || null;

interface CategoryFormProps {
  /** The category being edited; a new one when left out. */
  category?: OwnerCategory;
  save: (text: CategoryText) => Promise<unknown>;
  onDone: () => void;
}

const FIELDS = ["name", "description", "name_ml", "name_hi", "description_ml", "description_hi"] as const;

export function CategoryForm({ category, save, onDone }: CategoryFormProps) {
  const t = useDeskMessages();
  const form = useForm<Typed<CategoryText>>({
    defaultValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      name_ml: category?.name_ml ?? "",
      name_hi: category?.name_hi ?? "",
      description_ml: category?.description_ml ?? "",
      description_hi: category?.description_hi ?? "",
    },
    mode: "onTouched",
  });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const problem = formState.errors.root?.server?.message ?? null;
  // Opened by a tap on Add or Edit: the owner types straight away.
  useEffect(() => setFocus("name"), [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await save({
        name: values.name.trim(),
        description: values.description.trim(),
        name_ml: orNone(values.name_ml),
        name_hi: orNone(values.name_hi),
        description_ml: orNone(values.description_ml),
        description_hi: orNone(values.description_hi),
      });
      onDone();
    } catch (error) {
      const message = placeServerProblems(error, setError, FIELDS);
      if (message) setError("root.server", { type: "server", message });
    }
  });

  const what = category ? category.name : t("desk.categories.theNewCategory");
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={category ? t("desk.categories.editNamed", { name: category.name }) : t("desk.categories.new")}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t("desk.categories.name")}
        registration={register("name", {
          validate: (name) => name.trim().length > 0 || t("desk.categories.name.problem"),
        })}
        error={formState.errors.name}
        maxLength={60}
        autoComplete="off"
        enterKeyHint="next"
        testId="category-name"
      />
      <TextField
        label={t("desk.categories.description")}
        registration={register("description")}
        error={formState.errors.description}
        hint={t("desk.categories.description.hint")}
        rows={2}
        maxLength={5000}
      />
      <TranslatedNames
        register={register}
        errors={formState.errors}
        maxLength={60}
        withDescriptions
        open={Boolean(category?.name_ml || category?.name_hi)}
      />
      <FormProblem message={problem} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={formState.isSubmitting} className={`${primaryButton} py-2.5`}>
          {formState.isSubmitting
            ? t("desk.categories.saving")
            : category
              ? t("desk.categories.save")
              : t("desk.categories.add")}
        </button>
        <button type="button" onClick={onDone} className={`${secondaryButton} py-2.5`}>
          {t("desk.categories.cancel")}
          <span className="sr-only">{` ${t("desk.categories.cancelEditing", { name: what })}`}</span>
        </button>
      </div>
    </form>
  );
}

interface SubcategoryFormProps {
  /** The subcategory being edited (its name and her Malayalam and Hindi ones); a new one when left out. */
  subcategory?: { name: string; name_ml: string | null; name_hi: string | null };
  /** Spoken name of the form, e.g. "New subcategory of Rings". */
  label: string;
  save: (text: SubcategoryText) => Promise<unknown>;
  onDone: () => void;
}

export function SubcategoryForm({ subcategory, label, save, onDone }: SubcategoryFormProps) {
  const t = useDeskMessages();
  const name = subcategory?.name ?? "";
  const form = useForm<Typed<SubcategoryText>>({
    defaultValues: { name, name_ml: subcategory?.name_ml ?? "", name_hi: subcategory?.name_hi ?? "" },
    mode: "onTouched",
  });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const problem = formState.errors.root?.server?.message ?? null;
  useEffect(() => setFocus("name"), [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await save({ name: values.name.trim(), name_ml: orNone(values.name_ml), name_hi: orNone(values.name_hi) });
      onDone();
    } catch (error) {
      const message = placeServerProblems(error, setError, ["name", "name_ml", "name_hi"]);
      if (message) setError("root.server", { type: "server", message });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} className="flex flex-col gap-3">
      <TextField
        label={name ? t("desk.categories.subcategoryName") : t("desk.categories.newSubcategory")}
        registration={register("name", {
          validate: (value) => value.trim().length > 0 || t("desk.categories.subcategoryName.problem"),
        })}
        error={formState.errors.name}
        maxLength={60}
        autoComplete="off"
        enterKeyHint="done"
        testId="subcategory-name"
      />
      <TranslatedNames
        register={register}
        errors={formState.errors}
        maxLength={60}
        open={Boolean(subcategory?.name_ml || subcategory?.name_hi)}
      />
      <FormProblem message={problem} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={formState.isSubmitting} className={`${primaryButton} px-5 py-2`}>
          {formState.isSubmitting
            ? t("desk.categories.saving")
            : name
              ? t("desk.categories.save")
              : t("desk.categories.addShort")}
        </button>
        <button type="button" onClick={onDone} className={`${secondaryButton} px-5 py-2`}>
          {t("desk.categories.cancel")}
        </button>
      </div>
    </form>
  );
}
