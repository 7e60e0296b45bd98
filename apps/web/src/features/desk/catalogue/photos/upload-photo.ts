// Sends one photo to the shop with its progress told as it goes: on a phone's mobile data a 4 MB photo takes a
// while, and the owner should see it moving. fetch cannot tell upload progress, so this one request goes by
// XMLHttpRequest with the session's token; when that token has expired (401) it is sent once more through the
// session's own request, which refreshes the token and sends it again.
import { ApiError, apiErrorOf } from "@mayil/core/api/api-client";
import { ownerProductImageEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import { API_PREFIX, endpointHref } from "@mayil/core/api/endpoint";
import type { OwnerProduct } from "@mayil/core/catalogue/owner-catalogue-schemas";
import { shopperSession } from "../../../../lib/auth/session";
import type { DeskSay } from "../../../../lib/desk/desk-messages";

/** The largest photo the server takes (15 MB): a larger one is refused here, before it spends the owner's data. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export interface PhotoUpload {
  productId: number;
  /** The colour the photo shows; null for the product's own photos. */
  variantId: number | null;
  file: File;
  /** 0 to 1, as the bytes leave the phone. */
  onProgress: (fraction: number) => void;
}

function formOf({ variantId, file }: PhotoUpload) {
  const form = new FormData();
  // Text fields before the file: the server reads the stream in order.
  if (variantId !== null) form.append("variant_id", String(variantId));
  form.append("file", file, file.name);
  return form;
}

export async function uploadPhoto(upload: PhotoUpload): Promise<OwnerProduct> {
  const endpoint = ownerProductImageEndpoints.uploadImage;
  const href = `${API_PREFIX}${endpointHref(endpoint, { params: { id: upload.productId } })}`;
  let response = await sendWithProgress(href, formOf(upload), shopperSession.accessToken, upload.onProgress);
  if (response.status === 401) {
    response = await shopperSession.request(href, {
      method: endpoint.method,
      headers: { accept: "application/json" },
      body: formOf(upload),
    });
  }
  if (response.status < 200 || response.status >= 300) throw await apiErrorOf(response);
  return ((await response.json()) as { product: OwnerProduct }).product;
}

/** The response as a Response, so its error reads as every other call's (ApiError with the server's words). */
function sendWithProgress(
  href: string,
  form: FormData,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", href);
    request.setRequestHeader("accept", "application/json");
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        new Response(request.status === 204 ? null : request.responseText, {
          status: request.status,
          headers: { "content-type": request.getResponseHeader("content-type") ?? "application/json" },
        }),
      );
    request.onerror = () => reject(new TypeError("Could not reach the shop"));
    request.send(form);
  });
}

/** What the owner reads of a photo larger than the shop takes, found before it is sent or refused by the server. */
export const photoTooLarge = (t: DeskSay, file: Pick<File, "name">) =>
  t("desk.product.photo.tooLarge", { file: file.name });

/** What the owner reads when a photo is refused: the server's reason, and what to do about it. */
export function photoProblem(t: DeskSay, file: Pick<File, "name">, error: unknown): string {
  // The refusal's code (a proxy's bare 413 reads as too_large too: ApiError falls back on its status's code).
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === "too_large") return photoTooLarge(t, file);
  if (code === "invalid_input") {
    const reason = (error as ApiError).message.replace(/[.!]$/, "");
    return t("desk.product.photo.refused", { file: file.name, reason });
  }
  if (error instanceof TypeError) return t("desk.product.photo.notSent", { file: file.name });
  return t("desk.product.photo.notAdded", { file: file.name, reason: (error as Error).message });
}
