// A desk screen that could not load: the server's own words (e.g. "Order not found") and a way to try again.
import { useDeskMessages } from "../../lib/desk/desk-messages";
import { secondaryButton } from "../ui/button-styles";

export function DeskError({ error, retry }: { error: Error; retry?: () => void }) {
  const t = useDeskMessages();
  return (
    <div role="alert" className="mt-6 rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
      <p className="font-medium">{error.message || t("desk.common.somethingWentWrong")}</p>
      {retry && (
        <button type="button" onClick={retry} className={`${secondaryButton} mt-4 px-4 py-2`}>
          {t("desk.common.tryAgain")}
        </button>
      )}
    </div>
  );
}
