// Responsive image sources (the rule is shared with the server's preload hints, in packages/core).
export { MEDIA_SIZES, mediaSrcSet, resizedMediaUrl } from "@mayil/core/catalogue/media-srcset";
