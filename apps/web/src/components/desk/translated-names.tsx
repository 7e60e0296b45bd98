// The owner's Malayalam and Hindi names (and descriptions) of a piece, colour or category (decision 084): a section
// she opens when she wants it, folded away otherwise so the form stays as short as it was. Its labels are in her
// desk's language, as the rest of the desk's forms; each field says its language (lang="ml" / lang="hi"), so a screen reader reads it in
// that language and the browser picks a font that has its letters. Left empty, the shop shows the English.
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "@mayil/core/languages/languages";
import { ChevronDown } from "lucide-react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { type DeskMessageId, useDeskMessages } from "../../lib/desk/desk-messages";
import { TextField } from "../ui/text-field";

const LABELS: Record<"name" | "color_name" | "description", Record<TranslatedLanguage, DeskMessageId>> = {
  name: { ml: "desk.product.translations.nameMl", hi: "desk.product.translations.nameHi" },
  color_name: { ml: "desk.product.translations.colourNameMl", hi: "desk.product.translations.colourNameHi" },
  description: { ml: "desk.product.translations.descriptionMl", hi: "desk.product.translations.descriptionHi" },
};

/** The piece's own colour, the name it goes by beside its colours (a product's section only). */
const OWN_COLOUR_LABELS: Record<TranslatedLanguage, DeskMessageId> = {
  ml: "desk.product.translations.ownColourMl",
  hi: "desk.product.translations.ownColourHi",
};

/** The form fields a section edits: name_ml and name_hi, and the descriptions where the English has one. */
export type TranslatedFieldName = `${"name" | "color_name" | "description"}_${TranslatedLanguage}`;

interface TranslatedNamesProps<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** The field the names go in: `name` (name_ml, name_hi) or a colour's `color_name`. */
  nameField?: "name" | "color_name";
  /** The longest name the English one may be. */
  maxLength: number;
  /** Whether the English has a description, so a Malayalam and a Hindi one go with it. */
  withDescriptions?: boolean;
  /**
   * A product's section: the piece's own colour too (color_name_ml, color_name_hi), the name it goes by beside its
   * colours, which the products spreadsheet's own_colour holds in English.
   */
  withOwnColour?: boolean;
  /** Open when she already gave one, so she sees what the shop shows. */
  open?: boolean;
}

export function TranslatedNames<Values extends FieldValues>({
  register,
  errors,
  nameField = "name",
  maxLength,
  withDescriptions = false,
  withOwnColour = false,
  open = false,
}: TranslatedNamesProps<Values>) {
  const t = useDeskMessages();
  const errorOf = (field: string) => {
    const error = errors[field as keyof typeof errors];
    return typeof error?.message === "string" ? error.message : undefined;
  };
  return (
    <details className="group rounded-xl border border-line bg-white/60 px-3 py-2" open={open || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-1 text-sm font-medium text-ink">
        {t("desk.product.translations.title")}
        <ChevronDown className="size-4 text-muted transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <p className="mt-1 text-xs text-muted">{t("desk.product.translations.about")}</p>
      <div className="mt-3 flex flex-col gap-4 pb-2">
        {TRANSLATED_LANGUAGES.map((language) => (
          <div key={language} className="flex flex-col gap-4">
            <TextField
              label={t(LABELS[nameField][language])}
              lang={language}
              autoComplete="off"
              maxLength={maxLength}
              registration={register(`${nameField}_${language}` as Path<Values>)}
              error={errorOf(`${nameField}_${language}`)}
              testId={`${nameField}-${language}`}
            />
            {withDescriptions && (
              <TextField
                label={t(LABELS.description[language])}
                lang={language}
                rows={3}
                maxLength={5000}
                registration={register(`description_${language}` as Path<Values>)}
                error={errorOf(`description_${language}`)}
              />
            )}
            {withOwnColour && (
              <TextField
                label={t(OWN_COLOUR_LABELS[language])}
                lang={language}
                autoComplete="off"
                maxLength={60}
                hint={t("desk.product.translations.ownColourHint")}
                registration={register(`color_name_${language}` as Path<Values>)}
                error={errorOf(`color_name_${language}`)}
                testId={`own-colour-${language}`}
              />
            )}
          </div>
        ))}
      </div>
    </details>
  );
}
