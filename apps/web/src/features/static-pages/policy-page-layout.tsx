// The frame of the policy pages: a Back button (to the previous page), 'Last updated' with today's date in the page's
// language, and in Malayalam and Hindi a line saying the English page prevails (the English is the one the shop's terms
// are written in).
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { indianLongDate } from "../../lib/indian-dates";
import { useLanguage } from "../../lib/language";
import { useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";

export function BackButton() {
  const t = useMessages();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      // A shopper who opened the page directly has no previous page in this tab: take them home instead.
      onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate(paths.home.getHref()))}
      className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-medium text-peacock hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t("pages.back")}
    </button>
  );
}

/** The shop's e-mail inside a sentence (`<0>{email}</0>`): the words around it are the message's. */
export function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${email}`} className="underline">
      {children}
    </a>
  );
}

/** The shop's phone inside a sentence (`<1>{phone}</1>`), dialled as stored, shown as the message puts it. */
export function PhoneLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return (
    <a href={`tel:${phone}`} className="underline">
      {children}
    </a>
  );
}

export function PolicyPageLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useMessages();
  const language = useLanguage();
  usePageTitle(title);
  return (
    <article className="container-shop max-w-3xl pt-8">
      <BackButton />
      <h1 className="mt-6 font-display text-5xl font-semibold text-balance">{title}</h1>
      <p className="mt-2 text-sm text-muted" data-testid="last-updated">
        {t("pages.lastUpdated", { date: indianLongDate(new Date().toISOString(), language) })}
      </p>
      {language !== "en" && (
        <p className="mt-2 text-sm text-muted" data-testid="english-prevails">
          {t("pages.englishPrevails")}
        </p>
      )}
      <div className="policy-text mt-10 space-y-8 leading-relaxed text-ink/90 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-balance [&_h2]:text-ink [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1.5">
        {children}
      </div>
    </article>
  );
}
