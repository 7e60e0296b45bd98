// The owner's photos of a product over HTTP: upload from the phone (multipart), put in order, remove. Owners only.
import { ownerProductImageEndpoints as endpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { RouteGuards } from "../../http/route-guards";
import { acceptPhotoUploads, preparePhoto, readPhotoUpload } from "../media";
import type { ProductPhotos } from "./product-photos";

export const ownerPhotoRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  photos: ProductPhotos;
}> = async (app, { guards, photos }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.reorderImages, {
    handler: async (request) => ({ product: await photos.reorder(request.params.id, request.body.image_ids) }),
  });

  await serve(endpoints.deleteImage, {
    handler: async (request) => ({ product: await photos.remove(request.params.id, request.params.imageId) }),
  });

  // Multipart bodies are read in this scope only: every other route keeps refusing them.
  await app.register(async (uploads) => {
    await acceptPhotoUploads(uploads);
    const fields = (await endpoints.uploadImage.schemas()).body;
    await guards.forOwner(uploads)(endpoints.uploadImage, {
      handler: async (request) => {
        await photos.checkProduct(request.params.id);
        const upload = await readPhotoUpload(request, fields);
        const photo = await preparePhoto(upload.file);
        return { product: await photos.add(request.params.id, upload.fields.variant_id ?? null, photo) };
      },
    });
  });
};
