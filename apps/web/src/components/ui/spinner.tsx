// A quiet loading indicator with a spoken label.
import { useMessages } from "../../lib/messages";

export function Spinner({ label }: { label?: string }) {
  const t = useMessages();
  return (
    <div className="flex justify-center py-16" role="status">
      <span className="size-8 animate-spin rounded-full border-2 border-line border-t-peacock" aria-hidden />
      <span className="sr-only">{label ?? t("frame.loading")}</span>
    </div>
  );
}
