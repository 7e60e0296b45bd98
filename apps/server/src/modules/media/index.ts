// The media module's public surface: it registers itself (the routes that serve photos, over the photo store), and
// gives the owner's catalogue the store and the taking in of an uploaded photo; the demo's pictures as a media source
// (rendered by the demo package, loaded only when one is asked for).
export { type DatabaseMediaStore, lockMediaKey } from "./database-media-store";
export { DemoPictures, type PreparedDemoArt } from "./demo-pictures";
export { registerMedia } from "./media-module";
export { isOriginalMediaKey, mediaKeyFor } from "./media-store";
export { type PreparedPhoto, preparePhoto } from "./photo-processing";
export { acceptPhotoUploads, readPhotoUpload } from "./photo-upload";
