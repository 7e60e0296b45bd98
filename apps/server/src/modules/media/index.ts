// The media module's public surface: it registers itself (the routes that serve photos, over the photo store), and
// gives the owner's catalogue the store and the taking in of an uploaded photo.
// (The demo art, modules/media/demo-*, is on its way to a package of its own.)
export { type DatabaseMediaStore, lockMediaKey } from "./database-media-store";
export { registerMedia } from "./media-module";
export { isOriginalMediaKey, mediaKeyFor } from "./media-store";
export { type PreparedPhoto, preparePhoto } from "./photo-processing";
export { acceptPhotoUploads, readPhotoUpload } from "./photo-upload";
