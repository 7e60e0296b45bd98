// A breadcrumb trail ('Home / Categories / Traditional'); the last crumb is the current page.
import { Link } from "react-router";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";

export interface Crumb {
  label: string;
  href?: string;
}

/** Home / its category (when known) / the page itself: the trail of a product's and a subcategory's page. */
export const crumbsUnderCategory = (
  t: ReturnType<typeof useMessages>,
  category: { id: number; name: string } | undefined,
  here: string,
): Crumb[] => [
  { label: t("frame.nav.home"), href: paths.home.getHref() },
  ...(category ? [{ label: category.name, href: paths.category.getHref(category.id) }] : []),
  { label: here },
];

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useMessages();
  return (
    <nav aria-label={t("frame.breadcrumb")} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden>/</span>}
            {crumb.href ? (
              <Link to={crumb.href} className="hover:text-peacock hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? "page" : undefined} className="text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
