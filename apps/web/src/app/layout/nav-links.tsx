// The header's main links (spec: Home, All Products, About), shared by the desktop bar and the mobile menu, and the
// list both render them as: each its own look, the current page marked.
import { NavLink } from "react-router";
import type { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";

export interface NavItem {
  label: string;
  href: string;
  /** Marked current anywhere under its address (the owner's desk), not only on that page. */
  wholeSection?: boolean;
}

/** The main links in the page's language (`t` from useMessages). */
export const mainNavLinks = (t: ReturnType<typeof useMessages>): NavItem[] => [
  { label: t("frame.nav.home"), href: paths.home.getHref() },
  { label: t("frame.nav.allProducts"), href: paths.products.getHref() },
  { label: t("frame.nav.about"), href: paths.about.getHref() },
];

export function NavLinkList({
  links,
  listClassName,
  linkClassName,
  onFollow,
}: {
  links: readonly NavItem[];
  listClassName: string;
  linkClassName: (current: boolean) => string;
  /** After a link is followed (the mobile menu closes). */
  onFollow?: () => void;
}) {
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink
            to={link.href}
            end={!link.wholeSection}
            onClick={onFollow}
            className={({ isActive }) => linkClassName(isActive)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
