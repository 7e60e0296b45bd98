// The link above a desk page that returns to its list ("Back to products", "All orders").
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function DeskBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 rounded-full py-1 text-sm text-muted hover:text-peacock">
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
