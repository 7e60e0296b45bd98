// The owner's categories and subcategories over HTTP: list, add, rename, move, order, delete an empty one, and their
// photos. Owners only.
import { ownerCategoryEndpoints as endpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import type { FastifyPluginAsync } from "fastify";
import type { RouteGuards } from "../../http/route-guards";
import { acceptPhotoUploads, preparePhoto, readPhotoUpload } from "../media";
import type { OwnerCategories } from "./owner-categories";

export const ownerCategoryRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  categories: OwnerCategories;
}> = async (app, { guards, categories }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.list, { handler: async () => ({ categories: await categories.list() }) });

  await serve(endpoints.create, {
    handler: async (request) => ({
      category: await categories.create(request.body.name, request.body.description, request.body),
    }),
  });

  await serve(endpoints.update, {
    handler: async (request) => ({ category: await categories.update(request.params.id, request.body) }),
  });

  await serve(endpoints.reorder, {
    handler: async (request) => ({ categories: await categories.reorder(request.body.ids) }),
  });

  await serve(endpoints.createSubcategory, {
    handler: async (request) => ({
      category: await categories.createSubcategory(request.body.category_id, request.body.name, request.body),
    }),
  });

  await serve(endpoints.updateSubcategory, {
    handler: async (request) => ({ category: await categories.updateSubcategory(request.params.id, request.body) }),
  });

  await serve(endpoints.remove, {
    handler: async (request) => ({ categories: await categories.deleteCategory(request.params.id) }),
  });

  await serve(endpoints.removeSubcategory, {
    handler: async (request) => ({ category: await categories.deleteSubcategory(request.params.id) }),
  });

  await serve(endpoints.reorderSubcategories, {
    handler: async (request) => ({
      category: await categories.reorderSubcategories(request.params.id, request.body.ids),
    }),
  });

  // Multipart bodies are read in this scope only: every other route keeps refusing them.
  await app.register(async (uploads) => {
    await acceptPhotoUploads(uploads);
    const serveUpload = guards.forOwner(uploads);
    await serveUpload(endpoints.uploadImage, {
      handler: async (request) => {
        await categories.checkCategory(request.params.id);
        const photo = await preparePhoto((await readPhotoUpload(request)).file);
        return { category: await categories.setCategoryPhoto(request.params.id, photo) };
      },
    });
    await serveUpload(endpoints.uploadSubcategoryImage, {
      handler: async (request) => {
        await categories.checkSubcategory(request.params.id);
        const photo = await preparePhoto((await readPhotoUpload(request)).file);
        return { category: await categories.setSubcategoryPhoto(request.params.id, photo) };
      },
    });
  });
};
