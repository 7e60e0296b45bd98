// The photos of a product, or of one of its colours, as the owner manages them from her phone: "Add photo" opens
// the camera or the gallery (accept="image/*"), each upload shows its progress, and the photos sit in their order
// with the main one first, each with Make main, move earlier or later, and Delete (asked first).
import type { OwnerImage } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { PRODUCT_IMAGE_SIZE, ResponsiveImage } from "../../../../components/ui/responsive-image";
import { useDeskMessages } from "../../../../lib/desk/desk-messages";
import { toast } from "../../../../lib/toast-store";
import { useDeletePhoto, useReorderPhotos, useUploadPhotos } from "./use-product-photos";

interface ProductPhotosProps {
  productId: number;
  /** What the photos show, for their descriptions: "Peacock jhumka", or "Peacock jhumka in Ruby red". */
  subject: string;
  images: readonly OwnerImage[];
  /** The colour these photos belong to; null for the product's own photos. */
  variantId: number | null;
}

type PhotoAction = "earlier" | "later" | "main";

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-full bg-white text-ink ring-1 ring-line transition-colors hover:bg-sand hover:text-peacock disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white";

export function ProductPhotos({ productId, subject, images, variantId }: ProductPhotosProps) {
  const t = useDeskMessages();
  const inputId = useId();
  const hintId = useId();
  const uploads = useUploadPhotos(productId, variantId);
  const reorder = useReorderPhotos(productId);
  const remove = useDeletePhoto(productId);
  const [deleting, setDeleting] = useState<{ image: OwnerImage; number: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const busy = uploads.progress !== null || reorder.isPending || remove.isPending;

  const chosen = async (files: File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    uploads.clearProblems();
    const added = await uploads.upload(files);
    if (added > 0) toast({ title: t("desk.product.photo.added", { count: added }), description: subject });
  };

  /** Moves one photo, then keeps focus on the same button at the photo's new place (or its neighbour's). */
  const move = async (image: OwnerImage, action: PhotoAction) => {
    const order = images.map((each) => each.id);
    const from = order.indexOf(image.id);
    const to = action === "main" ? 0 : action === "earlier" ? from - 1 : from + 1;
    order.splice(from, 1);
    order.splice(to, 0, image.id);
    setProblem(null);
    try {
      await reorder.mutateAsync(order);
      const last = to === images.length - 1;
      const next = to === 0 ? "later" : last ? "earlier" : action === "main" ? "later" : action;
      requestAnimationFrame(() => buttons.current.get(`${image.id}-${next}`)?.focus());
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.image.id);
      setDeleting(null);
      toast({ title: t("desk.product.photo.deleted"), description: subject });
    } catch (error) {
      setProblem((error as Error).message);
      setDeleting(null);
    }
  };

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    // A container: the photos fit the box they are in (a wide panel, or a colour's narrow card), not the screen.
    <div className="@container" data-testid={variantId === null ? "product-photos" : `colour-photos-${variantId}`}>
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("desk.product.photo.none")}</p>
      ) : (
        <ol className="mt-3 grid grid-cols-2 gap-3 @lg:grid-cols-3 @2xl:grid-cols-4" aria-busy={busy}>
          {images.map((image, index) => {
            const number = index + 1;
            const main = index === 0;
            return (
              <li key={image.id} className="flex flex-col gap-2" data-testid="photo">
                <ResponsiveImage
                  src={image.url}
                  alt={
                    main
                      ? t("desk.product.photo.altMain", { subject, number, count: images.length })
                      : t("desk.product.photo.alt", { subject, number, count: images.length })
                  }
                  width={PRODUCT_IMAGE_SIZE}
                  height={PRODUCT_IMAGE_SIZE}
                  sizes="(min-width: 1024px) 180px, 45vw"
                  className={`aspect-square w-full rounded-2xl bg-sand object-cover ring-line ${main ? "ring-2 ring-peacock" : "ring-1"}`}
                />
                <div className="flex items-center justify-between gap-1">
                  <button
                    type="button"
                    ref={keep(`${image.id}-earlier`)}
                    className={iconButton}
                    disabled={busy || main}
                    onClick={() => void move(image, "earlier")}
                    aria-label={t("desk.product.photo.earlierNamed", { number })}
                    title={t("desk.product.photo.earlier")}
                  >
                    <ArrowLeft className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    ref={keep(`${image.id}-later`)}
                    className={iconButton}
                    disabled={busy || index === images.length - 1}
                    onClick={() => void move(image, "later")}
                    aria-label={t("desk.product.photo.laterNamed", { number })}
                    title={t("desk.product.photo.later")}
                  >
                    <ArrowRight className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} text-red-800 hover:text-red-900`}
                    disabled={busy}
                    onClick={() => setDeleting({ image, number })}
                    aria-label={t("desk.product.photo.deleteNamed", { number })}
                    title={t("desk.product.photo.delete")}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
                {main ? (
                  <p className="inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full bg-gold-light/25 px-3 text-sm font-medium text-gold-deep">
                    <Star className="size-4 fill-gold text-gold-deep" aria-hidden />
                    {t("desk.product.photo.main")}
                  </p>
                ) : (
                  <button
                    type="button"
                    ref={keep(`${image.id}-main`)}
                    disabled={busy}
                    onClick={() => void move(image, "main")}
                    className="inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium text-peacock ring-1 ring-peacock/30 transition-colors hover:bg-peacock/5 disabled:opacity-50"
                    aria-label={t("desk.product.photo.makeMainNamed", { number })}
                  >
                    <Star className="size-4" aria-hidden />
                    {t("desk.product.photo.makeMain")}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {/* The real file input, visually hidden but focusable: the label is its big button. */}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only"
          disabled={uploads.progress !== null}
          aria-describedby={hintId}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Emptied at once, so choosing the same photo again (after a refusal) still counts as a choice.
            event.currentTarget.value = "";
            void chosen(files);
          }}
          data-testid={variantId === null ? "add-photo-input" : `add-colour-photo-input-${variantId}`}
        />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full bg-peacock px-5 py-2.5 text-sm font-medium text-white shadow-sm transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-peacock/40 peer-focus-visible:ring-offset-2 peer-disabled:cursor-wait peer-disabled:opacity-60 hover:bg-peacock-dark"
        >
          <ImagePlus className="size-5" aria-hidden />
          {t("desk.product.photo.add")}
        </label>
        <p id={hintId} className="text-xs text-muted">
          {t("desk.product.photo.hint")}
        </p>
      </div>

      {uploads.progress && (
        <div className="mt-3 rounded-xl bg-sand/60 p-3" data-testid="upload-progress">
          <p role="status" className="text-sm text-ink">
            {t("desk.product.photo.uploading", { number: uploads.progress.index, count: uploads.progress.count })}
          </p>
          <progress
            className="mt-2 h-2 w-full overflow-hidden rounded-full accent-peacock"
            max={1}
            value={uploads.progress.fraction}
            aria-label={t("desk.product.photo.uploadingFile", { file: uploads.progress.fileName })}
          />
        </div>
      )}
      {(uploads.problems.length > 0 || problem) && (
        <div role="alert" className="mt-3 space-y-1 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {[...uploads.problems, ...(problem ? [problem] : [])].map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}

      {deleting && (
        <ConfirmDialog
          title={t("desk.product.photo.deleteAsk", { number: deleting.number })}
          confirmLabel={t("desk.product.photo.deleteConfirm")}
          cancelLabel={t("desk.product.keepIt")}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {t("desk.product.photo.deleteWhat", { subject })}
            {deleting.number === 1 && images.length > 1 ? ` ${t("desk.product.photo.nextMain")}` : ""}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
