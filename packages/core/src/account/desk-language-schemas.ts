// The language of the owner's desk (decision 084): English or Malayalam, her choice, kept on her account so every
// phone and computer she opens the desk on starts in it.
import { z } from "zod";
import { DESK_LANGUAGES } from "../languages/languages";

export const deskLanguageSchema = z.object({
  desk_language: z
    .enum(DESK_LANGUAGES, { error: `desk_language must be one of ${DESK_LANGUAGES.join(", ")}` })
    .describe("The desk's language: en (English) or ml (Malayalam)"),
});
export type DeskLanguageSetting = z.infer<typeof deskLanguageSchema>;
