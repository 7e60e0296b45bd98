// The photos of a product, or of one of its colours: add (one after another, each with its progress), put in a new
// order (the first is the main photo), delete. Each response carries the whole product.
import { ownerProductImageEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../../../lib/api-client";
import { useDeskMessages } from "../../../../lib/desk/desk-messages";
import { useCatalogueChanged } from "../queries/use-catalogue-changed";
import { MAX_PHOTO_BYTES, photoProblem, photoTooLarge, uploadPhoto } from "./upload-photo";

export interface UploadProgress {
  /** 1-based: which of the chosen photos is on its way. */
  index: number;
  count: number;
  fileName: string;
  /** 0 to 1. */
  fraction: number;
}

/** Sends the chosen photos one at a time; the ones refused are told by name, the others still go. */
export function useUploadPhotos(productId: number, variantId: number | null) {
  const changed = useCatalogueChanged();
  const t = useDeskMessages();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = async (files: readonly File[]) => {
    const refused: string[] = [];
    let added = 0;
    for (const [at, file] of files.entries()) {
      const shown = { index: at + 1, count: files.length, fileName: file.name, fraction: 0 };
      setProgress(shown);
      if (file.size > MAX_PHOTO_BYTES) {
        refused.push(photoTooLarge(t, file));
        continue;
      }
      try {
        const product = await uploadPhoto({
          productId,
          variantId,
          file,
          onProgress: (fraction) => setProgress({ ...shown, fraction }),
        });
        changed(product);
        added++;
      } catch (error) {
        refused.push(photoProblem(t, file, error));
      }
    }
    setProgress(null);
    setProblems(refused);
    return added;
  };

  return { upload, progress, problems, clearProblems: () => setProblems([]) };
}

export function useReorderPhotos(productId: number) {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (imageIds: number[]) =>
      api(ownerProductImageEndpoints.reorderImages, { params: { id: productId }, body: { image_ids: imageIds } }),
    onSuccess: (body) => changed(body.product),
  });
}

export function useDeletePhoto(productId: number) {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: (imageId: number) =>
      api(ownerProductImageEndpoints.deleteImage, { params: { id: productId, imageId } }),
    onSuccess: (body) => changed(body.product),
  });
}
