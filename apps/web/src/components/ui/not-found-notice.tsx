// The 'X not found' screen with its Return to home link (category, product, subcategory, unknown URLs).
import { Link } from "react-router";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { primaryButton } from "./button-styles";

export function NotFoundNotice({ message, linkText }: { message: string; linkText?: string }) {
  const t = useMessages();
  return (
    <div className="container-shop flex flex-col items-center gap-6 py-24 text-center">
      <h1 className="font-display text-3xl sm:text-4xl font-semibold">{message}</h1>
      <Link to={paths.home.getHref()} className={primaryButton}>
        {linkText ?? t("frame.returnHome")}
      </Link>
    </div>
  );
}
