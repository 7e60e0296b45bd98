// About: the shop's story, its three values (Passion, Quality, Community) and a word from the founder.
import { Gem, Heart, Users } from "lucide-react";
import { Link } from "react-router";
import { goldButton } from "../../components/ui/button-styles";
import { CATEGORY_IMAGE_SIZE, ResponsiveImage } from "../../components/ui/responsive-image";
import { brandName } from "../../lib/brand";
import { type MessageId, useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { BackButton } from "./policy-page-layout";

const values: { icon: typeof Heart; title: MessageId; text: MessageId }[] = [
  { icon: Heart, title: "pages.about.passion", text: "pages.about.passionText" },
  { icon: Gem, title: "pages.about.quality", text: "pages.about.qualityText" },
  { icon: Users, title: "pages.about.community", text: "pages.about.communityText" },
];

export function AboutPage() {
  const t = useMessages();
  usePageTitle(t("pages.about.title"));
  return (
    <div className="container-shop pt-8">
      <BackButton />
      <section className="mt-6 grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">{t("pages.about.ourStory")}</p>
          <h1 className="mt-2 font-display text-5xl leading-tight font-semibold text-balance">
            {t("pages.about.heading", { shop: brandName })}
          </h1>
          <div className="mt-6 space-y-4 leading-relaxed text-ink/90">
            <p>{t("pages.about.storyBegan", { shop: brandName })}</p>
            <p>{t("pages.about.storyHandpicked")}</p>
          </div>
        </div>
        <ResponsiveImage
          src="/media/categories/traditional.webp"
          alt={t("pages.about.imageAlt")}
          width={CATEGORY_IMAGE_SIZE}
          height={CATEGORY_IMAGE_SIZE}
          sizes="(min-width: 1024px) 40vw, 100vw"
          priority
          className="aspect-square w-full max-w-md justify-self-center rounded-3xl object-cover shadow-lg"
        />
      </section>
      <section aria-labelledby="values-heading" className="mt-20">
        <h2 id="values-heading" className="text-center font-display text-4xl font-semibold text-balance">
          {t("pages.about.valuesHeading")}
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-white p-7 text-center ring-1 ring-line/70">
              <Icon className="mx-auto size-8 text-gold" aria-hidden />
              <h3 className="mt-4 font-display text-2xl font-semibold">{t(title)}</h3>
              <p className="mt-2 text-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="founder-heading"
        className="mt-20 rounded-3xl bg-peacock-dark px-6 py-12 text-center text-stone-100 sm:px-12"
      >
        <h2 id="founder-heading" className="font-display text-4xl font-semibold text-balance text-white">
          {t("pages.about.founderHeading")}
        </h2>
        <blockquote className="mx-auto mt-6 max-w-2xl font-display text-2xl font-semibold leading-snug italic">
          {t("pages.about.founderWords", { shop: brandName })}
        </blockquote>
        <p className="mt-6 text-sm tracking-wide text-gold-light uppercase">
          {t("pages.about.founderSigned", { shop: brandName })}
        </p>
        <Link to={paths.products.getHref()} className={`${goldButton} mt-8`}>
          {t("pages.about.explore")}
        </Link>
      </section>
    </div>
  );
}
