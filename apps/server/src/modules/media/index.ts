// The media module's public surface: the photo store, the routes that serve photos, and taking in an uploaded photo.
// (The demo art, modules/media/demo-*, is on its way to a package of its own.)
export { DatabaseMediaStore, lockMediaKey } from "./database-media-store";
export { mediaRoutes } from "./media-routes";
export { isOriginalMediaKey, mediaKeyFor } from "./media-store";
export { type PreparedPhoto, preparePhoto } from "./photo-processing";
export { acceptPhotoUploads, readPhotoUpload } from "./photo-upload";
