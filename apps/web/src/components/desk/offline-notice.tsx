// Says, above the desk's screen, that what it shows was read earlier: the network gave no response and the desk's
// service worker responded with the last reads it kept (decision 054).
import { type DeskLanguage, LANGUAGE_TAGS } from "@mayil/core/languages/languages";
import { WifiOff } from "lucide-react";
import { useDeskLanguage } from "../../lib/desk/desk-language";
import { type DeskSay, useDeskMessages } from "../../lib/desk/desk-messages";
import { useOfflineSince } from "../../lib/desk/desk-worker";

const formats = (language: DeskLanguage) => ({
  clock: new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    numberingSystem: "latn",
  }),
  day: new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { day: "numeric", month: "short", numberingSystem: "latn" }),
});
// Made when first needed, once per language: most loads of the desk are online.
const made = new Map<DeskLanguage, ReturnType<typeof formats>>();
function formatsOf(language: DeskLanguage) {
  let found = made.get(language);
  if (!found) {
    found = formats(language);
    made.set(language, found);
  }
  return found;
}

/** "10:42", or "10:42 on 26 Nov" when it was read on another day. */
function whenRead(iso: string, language: DeskLanguage, t: DeskSay): string {
  const at = new Date(iso);
  const { clock, day } = formatsOf(language);
  const time = clock.format(at);
  return at.toDateString() === new Date().toDateString()
    ? time
    : t("desk.common.offline.timeOnDay", { time, day: day.format(at) });
}

export function OfflineNotice() {
  const since = useOfflineSince();
  const language = useDeskLanguage();
  const t = useDeskMessages();
  if (!since) return null;
  return (
    <p
      role="status"
      data-testid="desk-offline"
      className="mb-4 flex items-center gap-2 rounded-lg bg-sand px-4 py-3 text-sm font-medium text-ink ring-1 ring-line"
    >
      <WifiOff className="size-4 shrink-0 text-gold-deep" aria-hidden />
      <span>{t("desk.common.offline", { when: whenRead(since, language, t) })}</span>
    </p>
  );
}
