// Adding or editing a category: its name and the line shoppers read under it. The form checks what it can (a name
// is required) and puts the server's refusals (a name already taken: 409) where the owner will see them.

import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormProblem } from "../../../components/desk/form-field";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles";
import { TextField } from "../../../components/ui/text-field";
import { placeServerProblems } from "../../../lib/desk/server-problems";
import type { CategoryText } from "./use-owner-categories";

interface CategoryFormProps {
  /** The category being edited; a new one when left out. */
  category?: OwnerCategory;
  save: (text: CategoryText) => Promise<unknown>;
  onDone: () => void;
}

const FIELDS = ["name", "description"] as const;

export function CategoryForm({ category, save, onDone }: CategoryFormProps) {
  const form = useForm<CategoryText>({
    defaultValues: { name: category?.name ?? "", description: category?.description ?? "" },
    mode: "onTouched",
  });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const problem = formState.errors.root?.server?.message ?? null;
  // Opened by a tap on Add or Edit: the owner types straight away.
  useEffect(() => setFocus("name"), [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await save({ name: values.name.trim(), description: values.description.trim() });
      onDone();
    } catch (error) {
      const message = placeServerProblems(error, setError, FIELDS);
      if (message) setError("root.server", { type: "server", message });
    }
  });

  const what = category ? category.name : "the new category";
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={category ? `Edit ${category.name}` : "New category"}
      className="flex flex-col gap-4"
    >
      <TextField
        label="Name"
        registration={register("name", {
          validate: (name) => name.trim().length > 0 || "Please give the category a name.",
        })}
        error={formState.errors.name}
        maxLength={60}
        autoComplete="off"
        enterKeyHint="next"
        testId="category-name"
      />
      <TextField
        label="Description"
        registration={register("description")}
        error={formState.errors.description}
        hint="One or two lines shoppers read on the category's page."
        rows={2}
        maxLength={5000}
      />
      <FormProblem message={problem} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={formState.isSubmitting} className={`${primaryButton} py-2.5`}>
          {formState.isSubmitting ? "Saving..." : category ? "Save" : "Add category"}
        </button>
        <button type="button" onClick={onDone} className={`${secondaryButton} py-2.5`}>
          Cancel<span className="sr-only"> editing {what}</span>
        </button>
      </div>
    </form>
  );
}

interface SubcategoryFormProps {
  /** The subcategory's name being edited; empty for a new one. */
  name?: string;
  /** Spoken name of the form, e.g. "New subcategory of Rings". */
  label: string;
  save: (text: { name: string }) => Promise<unknown>;
  onDone: () => void;
}

export function SubcategoryForm({ name = "", label, save, onDone }: SubcategoryFormProps) {
  const form = useForm<{ name: string }>({ defaultValues: { name }, mode: "onTouched" });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const problem = formState.errors.root?.server?.message ?? null;
  useEffect(() => setFocus("name"), [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await save({ name: values.name.trim() });
      onDone();
    } catch (error) {
      const message = placeServerProblems(error, setError, ["name"]);
      if (message) setError("root.server", { type: "server", message });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} className="flex flex-col gap-3">
      <TextField
        label={name ? "Subcategory name" : "New subcategory"}
        registration={register("name", {
          validate: (value) => value.trim().length > 0 || "Please give the subcategory a name.",
        })}
        error={formState.errors.name}
        maxLength={60}
        autoComplete="off"
        enterKeyHint="done"
        testId="subcategory-name"
      />
      <FormProblem message={problem} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={formState.isSubmitting} className={`${primaryButton} px-5 py-2`}>
          {formState.isSubmitting ? "Saving..." : name ? "Save" : "Add"}
        </button>
        <button type="button" onClick={onDone} className={`${secondaryButton} px-5 py-2`}>
          Cancel
        </button>
      </div>
    </form>
  );
}
