// The three promises under every product: Hand Picked, Quality Guaranteed, Easy Returns.
import { Gem, RotateCcw, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Message, useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";

export function SellingPoints() {
  const t = useMessages();
  const points = [
    { icon: Gem, title: t("catalogue.product.handPicked"), text: t("catalogue.product.handPickedText") },
    { icon: ShieldCheck, title: t("catalogue.product.quality"), text: t("catalogue.product.qualityText") },
    {
      icon: RotateCcw,
      title: t("catalogue.product.returns"),
      text: (
        <Message
          id="catalogue.product.returnsText"
          components={{ 0: <Link to={paths.returns.getHref()} className="underline" /> }}
        />
      ),
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label={t("catalogue.product.whyBuy")}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-2xl bg-white p-5 ring-1 ring-line/70">
          <Icon className="size-6 shrink-0 text-gold" aria-hidden />
          <div>
            <p className="font-display text-xl font-semibold">{title}</p>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
