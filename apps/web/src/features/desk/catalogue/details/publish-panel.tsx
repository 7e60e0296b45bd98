// A draft's banner on its desk page: why it is not on sale (no photo yet, or not published) and the Publish button,
// which waits for a photo because shoppers buy what they can see.
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { EyeOff, Send } from "lucide-react";
import { useState } from "react";
import { primaryButton } from "../../../../components/ui/button-styles";
import { useDeskMessages } from "../../../../lib/desk/desk-messages";
import { toast } from "../../../../lib/toast-store";
import { useUpdateProduct } from "../queries/use-owner-product";

/** The piece, or one of its colours, has a photo. */
export const hasPhoto = (product: OwnerProduct) =>
  product.images.length > 0 || product.variants.some((colour) => colour.images.length > 0);

export function PublishPanel({ product }: { product: OwnerProduct }) {
  const t = useDeskMessages();
  const update = useUpdateProduct(product.id);
  const [problem, setProblem] = useState<string | null>(null);
  if (!product.draft) return null;
  const ready = hasPhoto(product);

  const publish = async () => {
    setProblem(null);
    try {
      await update.mutateAsync({ draft: false });
      toast({
        title: t("desk.product.published"),
        description: t("desk.product.publishedText", { name: product.name }),
      });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <section
      aria-labelledby="draft-title"
      className="mt-5 flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="draft-panel"
    >
      <div className="min-w-0">
        <h2 id="draft-title" className="flex items-center gap-2 font-semibold text-amber-950">
          <EyeOff className="size-5 shrink-0" aria-hidden />
          {t("desk.product.draft.title")}
        </h2>
        <p className="mt-1 text-sm text-amber-950/80" id="draft-why">
          {ready ? t("desk.product.draft.ready") : t("desk.product.draft.noPhoto")}
        </p>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {problem}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => void publish()}
        disabled={!ready || update.isPending}
        aria-describedby="draft-why"
        className={`${primaryButton} shrink-0`}
      >
        <Send className="size-4" aria-hidden />
        {update.isPending ? t("desk.product.publishing") : t("desk.product.publish")}
      </button>
    </section>
  );
}
