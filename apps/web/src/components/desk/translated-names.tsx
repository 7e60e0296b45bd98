// The owner's Malayalam and Hindi names (and descriptions) of a piece, colour or category (decision 084): a section
// she opens when she wants it, folded away otherwise so the form stays as short as it was. Labels are in English, as
// the rest of the desk's forms; each field says its language (lang="ml" / lang="hi"), so a screen reader reads it in
// that language and the browser picks a font that has its letters. Left empty, the shop shows the English.
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "@mayil/core/languages/languages";
import { ChevronDown } from "lucide-react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { TextField } from "../ui/text-field";

const LANGUAGE_WORDS: Record<TranslatedLanguage, string> = { ml: "Malayalam", hi: "Hindi" };

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
  /** Open when she already gave one, so she sees what the shop shows. */
  open?: boolean;
}

export function TranslatedNames<Values extends FieldValues>({
  register,
  errors,
  nameField = "name",
  maxLength,
  withDescriptions = false,
  open = false,
}: TranslatedNamesProps<Values>) {
  const errorOf = (field: string) => {
    const error = errors[field as keyof typeof errors];
    return typeof error?.message === "string" ? error.message : undefined;
  };
  return (
    <details className="group rounded-xl border border-line bg-white/60 px-3 py-2" open={open || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-1 text-sm font-medium text-ink">
        Malayalam and Hindi names
        <ChevronDown className="size-4 text-muted transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <p className="mt-1 text-xs text-muted">
        Optional. Shoppers reading the shop in Malayalam or Hindi see these; where one is empty they see the English.
      </p>
      <div className="mt-3 flex flex-col gap-4 pb-2">
        {TRANSLATED_LANGUAGES.map((language) => (
          <div key={language} className="flex flex-col gap-4">
            <TextField
              label={`${nameField === "color_name" ? "Colour name" : "Name"} in ${LANGUAGE_WORDS[language]}`}
              lang={language}
              autoComplete="off"
              maxLength={maxLength}
              registration={register(`${nameField}_${language}` as Path<Values>)}
              error={errorOf(`${nameField}_${language}`)}
              testId={`${nameField}-${language}`}
            />
            {withDescriptions && (
              <TextField
                label={`Description in ${LANGUAGE_WORDS[language]}`}
                lang={language}
                rows={3}
                maxLength={5000}
                registration={register(`description_${language}` as Path<Values>)}
                error={errorOf(`description_${language}`)}
              />
            )}
          </div>
        ))}
      </div>
    </details>
  );
}
