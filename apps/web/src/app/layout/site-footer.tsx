// The footer of every page: brand blurb, Quick Links, contact details, the seller's details (E-Commerce Rules 2020),
// copyright and the policy links. Its links are 44 px tall, a thumb's reach.

import { formatIndianMobile } from "@mayil/core/india/indian-mobile";
import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { SellerDetails } from "../../components/ui/seller-details";
import { brandName } from "../../lib/brand";
import { useShopInfo } from "../../lib/catalogue/shop-info";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { BrandLogo } from "./brand-logo";

const quickLinks = [
  { label: "frame.nav.home", href: paths.home.getHref() },
  { label: "frame.nav.allProducts", href: paths.products.getHref() },
  { label: "frame.footer.aboutUs", href: paths.about.getHref() },
] as const;

const policyLinks = [
  { label: "frame.footer.terms", href: paths.terms.getHref() },
  { label: "frame.footer.privacy", href: paths.privacy.getHref() },
  { label: "frame.footer.returnPolicy", href: paths.returns.getHref() },
] as const;

export function SiteFooter() {
  const { data: shop } = useShopInfo();
  const t = useMessages();
  return (
    <footer className="mt-20 bg-peacock-dark text-stone-100">
      <div className="container-shop grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <span className="inline-block rounded-xl bg-ivory px-3 py-2">
            <BrandLogo />
          </span>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-stone-200">{t("frame.footer.blurb")}</p>
        </div>
        <div>
          <h2 className="font-display text-xl font-semibold text-gold-light">{t("frame.footer.quickLinks")}</h2>
          <ul className="mt-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-11 items-center text-stone-200 hover:text-white hover:underline"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-display text-xl font-semibold text-gold-light">{t("frame.footer.contactUs")}</h2>
          <ul className="mt-2 text-sm text-stone-200">
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-gold-light" aria-hidden />
              {shop ? (
                <a
                  href={`tel:${shop.phone}`}
                  className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                >
                  {formatIndianMobile(shop.phone)}
                </a>
              ) : (
                <span className="h-4 w-32" />
              )}
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-gold-light" aria-hidden />
              {shop ? (
                <a
                  href={`mailto:${shop.email}`}
                  className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                >
                  {shop.email}
                </a>
              ) : (
                <span className="h-4 w-40" />
              )}
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-gold-light" aria-hidden />
              {t("frame.footer.place")}
            </li>
          </ul>
        </div>
      </div>
      {shop && (
        <section aria-label={t("frame.footer.sellerDetails")} className="border-t border-white/10">
          <div className="container-shop py-8 text-stone-200">
            <SellerDetails shop={shop} tone="dark" />
          </div>
        </section>
      )}
      <div className="border-t border-white/10">
        <div className="container-shop flex flex-col items-center justify-between gap-3 py-6 text-xs text-stone-300 sm:flex-row">
          <p>{t("frame.footer.copyright", { shop: brandName })}</p>
          <ul className="flex gap-5">
            {policyLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
