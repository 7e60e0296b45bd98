// A category's or subcategory's photo at list size, or a calm "No photo" tile that tells the owner one is missing.
import { ImageOff } from "lucide-react";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { resizedMediaUrl } from "../../../lib/media";

export function DeskThumbnail({ src, size = "md" }: { src: string | null; size?: "md" | "sm" }) {
  const t = useDeskMessages();
  const box = size === "md" ? "size-16 sm:size-20" : "size-12";
  if (!src) {
    return (
      <div
        className={`${box} flex shrink-0 flex-col items-center justify-center gap-0.5 rounded-xl bg-sand text-[0.65rem] font-medium text-muted ring-1 ring-line`}
        data-testid="no-photo"
      >
        <ImageOff className="size-4" aria-hidden />
        {t("desk.categories.noPhoto")}
      </div>
    );
  }
  return (
    <img
      src={resizedMediaUrl(src, 160)}
      // The name stands beside it, and the photo button says whether there is one.
      alt=""
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
      className={`${box} shrink-0 rounded-xl bg-sand object-cover ring-1 ring-line`}
    />
  );
}
