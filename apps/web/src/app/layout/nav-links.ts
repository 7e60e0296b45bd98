// The header's main links (spec: Home, All Products, About), shared by the desktop bar and the mobile menu.
import { paths } from "../../lib/paths";

export const mainNavLinks = [
  { label: "Home", href: paths.home.getHref() },
  { label: "All Products", href: paths.products.getHref() },
  { label: "About", href: paths.about.getHref() },
] as const;
