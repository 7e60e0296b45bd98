// "Desk language: English / മലയാളം": her choice of the desk's language, each named in itself (she looks for her
// language written in it). A tap saves it on her account and the desk switches at once, without a reload.
import { DESK_LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS } from "@mayil/core/languages/languages";
import { useDeskLanguage, useSaveDeskLanguage } from "../../lib/desk/desk-language";
import { useDeskMessages } from "../../lib/desk/desk-messages";
import { toast } from "../../lib/toast-store";

export function DeskLanguageControl({ compact = false }: { compact?: boolean }) {
  const t = useDeskMessages();
  const shown = useDeskLanguage();
  const save = useSaveDeskLanguage();
  // While a switch is on its way, the one she tapped shows as chosen.
  const chosen = save.isPending ? save.variables : shown;
  return (
    <fieldset
      className={compact ? "" : "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line"}
      data-testid="desk-language"
    >
      <legend
        className={`font-medium text-ink ${compact ? "px-3 text-xs tracking-wide text-muted uppercase" : "float-left"}`}
      >
        {t("desk.language.label")}
      </legend>
      {!compact && <p className="clear-left text-sm text-muted">{t("desk.language.about")}</p>}
      <div className={`flex flex-wrap gap-2 ${compact ? "mt-1 px-3" : "mt-3"}`}>
        {DESK_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={LANGUAGE_TAGS[language]}
            aria-pressed={chosen === language}
            disabled={save.isPending}
            onClick={() => {
              if (language === shown) return;
              save.mutate(language, {
                onError: () => toast({ variant: "destructive", title: t("desk.language.failed") }),
              });
            }}
            className={`min-h-11 rounded-full px-4 text-sm font-medium ring-1 ${
              chosen === language ? "bg-peacock text-white ring-peacock" : "bg-white text-ink ring-line hover:bg-sand"
            }`}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
