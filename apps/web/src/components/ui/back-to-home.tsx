// The 'Back to Home' link at the foot of the catalogue pages.
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";

export function BackToHome() {
  const t = useMessages();
  return (
    <div className="mt-12">
      <Link
        to={paths.home.getHref()}
        className="inline-flex items-center gap-2 text-sm font-medium text-peacock hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("frame.backToHome")}
      </Link>
    </div>
  );
}
