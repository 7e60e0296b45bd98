// The page of a piece the shop has taken off sale (410): a calm notice in the shop's words and the ways on, never
// "Product not found" (the link was right; the piece is gone). Search engines are told to drop the page.
import { Gem } from "lucide-react";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";

export function ProductGoneNotice({ message }: { message: string }) {
  const t = useMessages();
  return (
    <div className="container-shop flex flex-col items-center py-20 text-center sm:py-24" data-testid="product-gone">
      {/* React puts this in the document's head while the notice shows. */}
      <meta name="robots" content="noindex" />
      <span className="flex size-16 items-center justify-center rounded-full bg-sand text-gold-deep ring-1 ring-line">
        <Gem className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 max-w-xl font-display text-3xl font-semibold sm:text-4xl">{message}</h1>
      <p className="mt-3 max-w-md text-muted">{t("catalogue.product.goneText")}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.products.getHref()} className={primaryButton}>
          {t("catalogue.product.browseAll")}
        </Link>
        <Link to={paths.home.getHref()} className={secondaryButton}>
          {t("frame.returnHome")}
        </Link>
      </div>
    </div>
  );
}
