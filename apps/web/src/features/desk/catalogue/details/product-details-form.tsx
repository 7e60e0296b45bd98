// A product's own fields on its page: changed and saved in place. Only what changed is sent, so a new price never
// touches the name and its link; a new name gets a new link while the old one keeps working.
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { FormProblem } from "../../../../components/desk/form-field";
import { primaryButton } from "../../../../components/ui/button-styles";
import { Spinner } from "../../../../components/ui/spinner";
import { useDeskMessages } from "../../../../lib/desk/desk-messages";
import { toast } from "../../../../lib/toast-store";
import { useCategoryChoices } from "../queries/use-category-choices";
import { useUpdateProduct } from "../queries/use-owner-product";
import { PRODUCT_FIELDS, ProductFields } from "./product-fields";
import { type ProductFormValues, productChanges, productFormValues } from "./product-form-values";
import { placeFormProblems } from "./product-problems";

export function ProductDetailsForm({ product }: { product: OwnerProduct }) {
  // The selects can only show the product's category once the lists are here: the form starts then.
  const { isPending } = useCategoryChoices();
  const t = useDeskMessages();
  if (isPending) return <Spinner label={t("desk.product.loadingCategories")} />;
  return <DetailsForm product={product} />;
}

function DetailsForm({ product }: { product: OwnerProduct }) {
  const t = useDeskMessages();
  const form = useForm<ProductFormValues>({ defaultValues: productFormValues(product), mode: "onTouched" });
  const { handleSubmit, setError, reset, control, formState } = form;
  const update = useUpdateProduct(product.id);
  const [problem, setProblem] = useState<string | null>(null);
  const name = useWatch({ control, name: "name" });
  const renamed = formState.dirtyFields.name && name.trim() !== product.name;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const changes = productChanges(values, formState.dirtyFields);
    if (Object.keys(changes).length === 0) return;
    try {
      const saved = await update.mutateAsync(changes);
      reset(productFormValues(saved.product));
      toast({ title: t("desk.product.saved"), description: saved.product.name });
    } catch (error) {
      setProblem(placeFormProblems(error, setError, PRODUCT_FIELDS));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t("desk.product.detailsForm")}
        className="mt-4 flex flex-col gap-5"
      >
        <ProductFields isNew={false} />
        {renamed && <p className="rounded-xl bg-sand/60 px-4 py-3 text-sm text-ink">{t("desk.product.renamed")}</p>}
        <FormProblem message={problem} />
        <button
          type="submit"
          disabled={formState.isSubmitting || !formState.isDirty}
          className={`${primaryButton} w-full sm:w-auto sm:self-start`}
        >
          {formState.isSubmitting
            ? t("desk.product.saving")
            : formState.isDirty
              ? t("desk.product.saveChanges")
              : t("desk.product.noChanges")}
        </button>
      </form>
    </FormProvider>
  );
}
