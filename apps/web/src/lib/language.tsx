// The language the page is in, read from its address's prefix (/ml/…, /hi/…; decision 084) by the frame around every
// page and given to everything below it: the catalogue's reads ask for names in it, the checkout sends it with the order.
import { DEFAULT_LANGUAGE, type Language } from "@mayil/core/languages/languages";
import { createContext, useContext } from "react";

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = (): Language => useContext(LanguageContext);
