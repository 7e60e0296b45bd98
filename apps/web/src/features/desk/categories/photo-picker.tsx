// "Change photo": the phone offers its camera or gallery (a real file input, so it is reachable by keyboard and
// named for a screen reader), and the chosen photo is handed over at once.
import { Camera } from "lucide-react";
import { useDeskMessages } from "../../../lib/desk/desk-messages";
import { pickedFile } from "../../../lib/desk/picked-file";

interface PhotoPickerProps {
  /** Whose photo it is, for the spoken name ("Change the photo of Rings"). */
  of: string;
  hasPhoto: boolean;
  busy: boolean;
  onPick: (file: File) => void;
}

export function PhotoPicker({ of, hasPhoto, busy, onPick }: PhotoPickerProps) {
  const t = useDeskMessages();
  const picked = pickedFile(onPick);
  return (
    <label
      className={`inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border border-peacock/30 bg-white px-3.5 py-2 text-sm font-medium text-peacock transition-colors focus-within:ring-2 focus-within:ring-peacock focus-within:ring-offset-2 hover:border-peacock hover:bg-peacock/5 ${
        busy ? "pointer-events-none opacity-70" : ""
      }`}
    >
      <Camera className="size-4" aria-hidden />
      <span>
        {busy
          ? t("desk.categories.uploading")
          : hasPhoto
            ? t("desk.categories.changePhoto")
            : t("desk.categories.addPhoto")}
        <span className="sr-only">{` ${t("desk.categories.photoOf", { name: of })}`}</span>
      </span>
      <input type="file" accept="image/*" className="sr-only" disabled={busy} onChange={picked} />
    </label>
  );
}
