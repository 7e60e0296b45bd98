// /owner/products/new: a new piece for the shop, with its opening stock. Its refusals show beside their fields; a
// saved product opens on its own page, where its photos and colours are added.
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { DeskBackLink } from "../../../components/desk/desk-back-link";
import { FormProblem } from "../../../components/desk/form-field";
import { primaryButton } from "../../../components/ui/button-styles";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast-store";
import { usePageTitle } from "../../../lib/use-page-title";
import { PRODUCT_FIELDS, ProductFields } from "./details/product-fields";
import { emptyProduct, newProductBody, type ProductFormValues } from "./details/product-form-values";
import { placeFormProblems } from "./details/product-problems";
import { useCreateProduct } from "./queries/use-owner-product";

export function NewProductPage() {
  const t = useDeskMessages();
  usePageTitle(t("desk.titleOf", { page: t("desk.product.new.title") }));
  const navigate = useNavigate();
  const form = useForm<ProductFormValues>({ defaultValues: emptyProduct, mode: "onTouched" });
  const { handleSubmit, setError, formState } = form;
  const create = useCreateProduct();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { product } = await create.mutateAsync(newProductBody(values));
      toast({
        title: t("desk.product.new.saved"),
        description: t("desk.product.new.savedText", { name: product.name }),
      });
      navigate(paths.ownerProduct.getHref(product.id));
    } catch (error) {
      setProblem(placeFormProblems(error, setError, PRODUCT_FIELDS));
    }
  });

  return (
    <div className="mx-auto max-w-2xl">
      <DeskBackLink to={paths.ownerProducts.getHref()}>{t("desk.product.back")}</DeskBackLink>
      <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">{t("desk.product.new.title")}</h1>
      <p className="mt-1 text-sm text-muted">{t("desk.product.new.intro")}</p>
      <FormProvider {...form}>
        <form
          onSubmit={submit}
          noValidate
          aria-label={t("desk.product.new.title")}
          className="mt-6 flex flex-col gap-5 rounded-3xl bg-white/70 p-4 shadow-sm ring-1 ring-line sm:p-6"
        >
          <ProductFields isNew />
          <FormProblem message={problem} />
          <button type="submit" disabled={formState.isSubmitting} className={`${primaryButton} w-full sm:w-auto`}>
            {formState.isSubmitting ? t("desk.product.saving") : t("desk.product.new.save")}
          </button>
        </form>
      </FormProvider>
    </div>
  );
}
