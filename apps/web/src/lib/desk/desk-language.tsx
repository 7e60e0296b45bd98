// The desk's language (decision 084): English or Malayalam, the owner's choice, kept on her account on the server
// (GET/PUT /api/owner/desk-language) so every device she signs in on starts in it. This phone also remembers the last
// one, so the next desk load paints in it at once (and offline) while the server's is asked for. The desk's words
// come from its own catalogue (src/messages/<language>/desk*.json), given to the desk's tree by a nested
// MessagesProvider: a switch loads the other catalogue first, then the whole desk changes without a reload.
import { ownerDeskLanguageEndpoints } from "@mayil/core/api/desk-language-endpoints";
import { DESK_LANGUAGES, type DeskLanguage, LANGUAGE_TAGS } from "@mayil/core/languages/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, use, useEffect, useState } from "react";
import { api } from "../api-client";
import { indianDateTime } from "../indian-dates";
import { MessagesProvider } from "../messages";
import { loadDeskMessages } from "./desk-messages";
import { ownerKeys } from "./owner-keys";

const deskLanguageKey = () => [...ownerKeys.all, "desk-language"] as const;
/** This phone's memory of her last choice: only which language to paint first, the server's is the one kept. */
const REMEMBERED = "mayil_desk_language";
/** The desk of an owner who never chose. */
const DEFAULT_DESK_LANGUAGE: DeskLanguage = "en";

const isDeskLanguage = (value: unknown): value is DeskLanguage =>
  typeof value === "string" && (DESK_LANGUAGES as readonly string[]).includes(value);

function remembered(): DeskLanguage | null {
  try {
    const value = localStorage.getItem(REMEMBERED);
    return isDeskLanguage(value) ? value : null;
  } catch {
    return null; // storage turned off: the server's choice alone
  }
}

function remember(language: DeskLanguage) {
  try {
    localStorage.setItem(REMEMBERED, language);
  } catch {
    // storage turned off: the next load waits for the server's choice instead
  }
}

const DeskLanguageContext = createContext<DeskLanguage>(DEFAULT_DESK_LANGUAGE);

/** The language the desk is shown in now. */
export const useDeskLanguage = () => use(DeskLanguageContext);

function useSavedDeskLanguage() {
  return useQuery({
    queryKey: deskLanguageKey(),
    queryFn: ({ signal }) =>
      api(ownerDeskLanguageEndpoints.read, {}, { signal }).then(({ desk_language }) => {
        remember(desk_language);
        return desk_language;
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The desk's tree in her language: nothing until the language is known and its words are here (`waiting` shows
 * meanwhile), then the old language stays on screen while a new one's words load, so a switch never shows a blank.
 */
export function DeskLanguageProvider({ children, waiting }: { children: ReactNode; waiting: ReactNode }) {
  const saved = useSavedDeskLanguage();
  // Asked for and failed (offline, the server down): English, as for an owner who never chose.
  const wanted = saved.data ?? remembered() ?? (saved.isPending ? null : DEFAULT_DESK_LANGUAGE);
  const [shown, setShown] = useState<DeskLanguage | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    // A catalogue that cannot be fetched still shows the desk: in English where even that failed.
    loadDeskMessages(wanted)
      .then(() => current && setShown(wanted))
      .catch(() => current && setShown((before) => before ?? DEFAULT_DESK_LANGUAGE));
    return () => {
      current = false;
    };
  }, [wanted]);
  useEffect(() => {
    if (!shown) return;
    // The desk's page is in her language: screen readers read Malayalam as Malayalam. The shop's again on leaving.
    const before = document.documentElement.lang;
    document.documentElement.lang = LANGUAGE_TAGS[shown];
    return () => {
      document.documentElement.lang = before;
    };
  }, [shown]);
  if (!shown) return waiting;
  return (
    <DeskLanguageContext value={shown}>
      <MessagesProvider language={shown}>{children}</MessagesProvider>
    </DeskLanguageContext>
  );
}

/** Saves her choice; the desk switches once the server has it and the language's words are here. */
export function useSaveDeskLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: DeskLanguage) => {
      const [saved] = await Promise.all([
        api(ownerDeskLanguageEndpoints.save, { body: { desk_language: language } }),
        loadDeskMessages(language),
      ]);
      return saved.desk_language;
    },
    onSuccess: (language) => {
      remember(language);
      queryClient.setQueryData(deskLanguageKey(), language);
    },
  });
}

const mlDateTime = new Intl.DateTimeFormat(LANGUAGE_TAGS.ml, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
  // Western digits, as on her phone's keypad and the shop's papers (decision 084).
  numberingSystem: "latn",
});

/** A moment in the desk's language on India's clock: "23 Nov 2026, 4:05 pm", "2026, നവം 23 4:05 PM". */
export function useDeskDateTime(): (iso: string) => string {
  const language = useDeskLanguage();
  return language === "ml" ? (iso) => mlDateTime.format(new Date(iso)) : indianDateTime;
}
