// The three promises under every product: Hand Picked, Quality Guaranteed, Easy Returns.
import { Gem, RotateCcw, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../lib/paths";

export function SellingPoints() {
  const points = [
    { icon: Gem, title: "Hand Picked", text: "Every design chosen by us in Trivandrum." },
    { icon: ShieldCheck, title: "Quality Guaranteed", text: "Checked piece by piece before it is packed." },
    {
      icon: RotateCcw,
      title: "Easy Returns",
      text: (
        <>
          With an unboxing video, see our{" "}
          <Link to={paths.returns.getHref()} className="underline">
            Return Policy
          </Link>
          .
        </>
      ),
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Why buy from us">
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
