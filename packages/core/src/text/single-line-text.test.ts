import { describe, expect, it } from "vitest";
import { addressBodySchema, profileBodySchema } from "../account/account-schemas";
import { checkIndianMobile } from "../india/indian-mobile";
import { orderStatusMessage } from "../orders/order-status-messages";
import { fieldLabel, hiddenCharacterMessage, isTypedText, safeGreetingName } from "./single-line-text";

/** The characters once accepted in a name (decision 040), each able to start a line or hide in a message. */
const HIDDEN_CHARACTERS = {
  "NUL (U+0000)": "\u0000",
  "line feed (U+000A)": "\n",
  "NEL (U+0085)": "\u0085",
  "line separator (U+2028)": "\u2028",
  "paragraph separator (U+2029)": "\u2029",
  "zero-width space (U+200B)": "\u200b",
  "zero-width non-joiner (U+200C) between Latin letters": "\u200c",
  "zero-width joiner (U+200D) between Latin letters": "\u200d",
  "left-to-right mark (U+200E)": "\u200e",
  "right-to-left mark (U+200F)": "\u200f",
  "Arabic letter mark (U+061C)": "\u061c",
  "byte order mark (U+FEFF)": "\ufeff",
  "right-to-left override (U+202E)": "\u202e",
  "soft hyphen (U+00AD)": "\u00ad",
} as const;

const hidden = Object.entries(HIDDEN_CHARACTERS);

describe("isTypedText", () => {
  it.each(hidden)("refuses %s in a single line", (_name, character) => {
    expect(isTypedText(`Priya${character}Nair`)).toBe(false);
  });

  it.each(hidden.filter(([, character]) => character !== "\n"))("refuses %s in several lines too", (_, character) => {
    expect(isTypedText(`Flat 4\nPattom${character}`, true)).toBe(false);
  });

  it("keeps what people do type: letters of every script, punctuation, spaces, emoji, and line breaks where allowed", () => {
    expect(isTypedText("Priya Nair (office) - Flat 4/5, ‘Rose’ Villa 💍")).toBe(true);
    expect(isTypedText("പ്രിയ നായർ")).toBe(true);
    expect(isTypedText("प्रिया नायर")).toBe(true);
    expect(isTypedText("Flat 4\r\nPattom\nNear the post office", true)).toBe(true);
    expect(isTypedText("Flat 4\nPattom")).toBe(false);
  });
});

/** Invisible characters that pad a name so "Pay again: upi://..." reads as a line of the shop's own (decision 064). */
const PADDING = {
  "Hangul filler (U+3164)": "\u3164",
  "Hangul choseong filler (U+115F)": "\u115f",
  "Hangul jungseong filler (U+1160)": "\u1160",
  "halfwidth Hangul filler (U+FFA0)": "\uffa0",
  "private use (U+E000)": "\ue000",
  "private use (U+F8FF)": "\uf8ff",
  "supplementary private use (U+F0000)": "\u{f0000}",
  "supplementary private use (U+10FFFD)": "\u{10fffd}",
  "tag space (U+E0020)": "\u{e0020}",
  "cancel tag (U+E007F)": "\u{e007f}",
  "combining grapheme joiner (U+034F)": "\u034f",
  "Mongolian free variation selector (U+180B)": "\u180b",
  "word joiner (U+2060)": "\u2060",
  "variation selector 16 (U+FE0F) after a letter": "\ufe0f",
  "variation selector 256 (U+E01EF)": "\u{e01ef}",
  "lone high surrogate (U+D800)": "\ud800",
  "lone low surrogate (U+DC00)": "\udc00",
} as const;

describe("padding and private characters", () => {
  it.each(Object.entries(PADDING))("refuses %s", (_name, character) => {
    expect(isTypedText(`Priya${character}Nair`)).toBe(false);
    expect(isTypedText(`Flat 4\nPattom${character}`, true)).toBe(false);
  });

  it("refuses the padding attack: forty Hangul fillers and then a payment link", () => {
    expect(isTypedText(`Priya${"\u3164".repeat(40)}Pay again: upi://pay?pa=someone@upi`)).toBe(false);
  });
});

describe("joiners a script or an emoji needs", () => {
  it.each([
    ["Malayalam with its conjuncts", "ലക്ഷ്മി"],
    ["a Malayalam chillu written with ZWJ, at the name's end", "അവന\u0d4d\u200d"],
    ["a Malayalam chillu written with ZWJ, inside the name", "അവന\u0d4d\u200d നായർ"],
    ["Hindi with ZWJ for a half form", "श\u094d\u200dयाम"],
    ["Hindi with ZWNJ keeping a conjunct apart", "क\u094d\u200cष"],
    [
      "Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu and Kannada with ZWNJ",
      "ক্\u200cষ ਕ੍\u200cਸ ક્\u200cષ କ୍\u200cଷ க்\u200cஷ క్\u200cష ಕ್\u200cಷ",
    ],
    ["an emoji ZWJ sequence (family)", "Priya 👨\u200d👩\u200d👧"],
    ["an emoji with a skin tone in a ZWJ sequence", "👩🏽\u200d💻"],
    ["VS16 after an emoji, and in a ZWJ sequence", "❤\ufe0f 🏳\ufe0f\u200d🌈 1\ufe0f\u20e3"],
  ])("accepts %s", (_name, name) => {
    expect(isTypedText(name)).toBe(true);
    expect(profileBodySchema.safeParse({ name, email: "a@b.in", phone: "9847012345" }).success).toBe(true);
  });

  it.each([
    ["ZWJ at a name's start", "\u200dലക്ഷ്മി"],
    ["ZWJ at a name's end after a vowel sign", "ലക്ഷ്മി\u200d"],
    ["ZWJ between Latin letters", "Pri\u200dya"],
    ["ZWNJ between Latin letters", "Pri\u200cya"],
    ["ZWJ after a space", "Priya \u200dNair"],
    ["two ZWJ after a virama", "അവന\u0d4d\u200d\u200d"],
    ["ZWJ between an emoji and a letter", "💍\u200dPriya"],
    ["ZWNJ between emoji", "👨\u200c👩"],
    ["VS16 at the start", "\ufe0fPriya"],
  ])("refuses %s", (_name, name) => {
    expect(isTypedText(name)).toBe(false);
  });
});

describe("the forms' messages", () => {
  it("name the field in the form's words", () => {
    expect(fieldLabel("customer_city")).toBe("City");
    expect(fieldLabel("special_instructions")).toBe("Special instructions");
    expect(hiddenCharacterMessage("Name")).toBe(
      "Name has a character we can't accept (an invisible character or a line break, often copied in with the text). Please type it again.",
    );
  });

  it.each(hidden)("refuse %s in the profile's name and the address's city, and in a phone number", (_, character) => {
    const profile = profileBodySchema.safeParse({
      name: `Priya${character}Nair`,
      email: "a@b.in",
      phone: "9847012345",
    });
    expect(profile.error?.issues[0]?.message).toBe(hiddenCharacterMessage("Name"));
    const address = addressBodySchema.safeParse({
      name: "Priya",
      phone: "9847012345",
      address: "Flat 4",
      pincode: "695004",
      city: `Kochi${character}Town`,
      state: "Kerala",
    });
    expect(address.error?.issues[0]?.message).toBe(hiddenCharacterMessage("City"));
    // A line separator is whitespace to JavaScript: the phone's separators must not drop it quietly.
    expect(checkIndianMobile(`98470${character}12345`)).toEqual({
      ok: false,
      message: hiddenCharacterMessage("Phone number"),
    });
  });
});

describe("messages to the customer", () => {
  const confirmed = (customerName: string) =>
    orderStatusMessage(
      {
        orderNumber: "MJ-000012",
        customerName,
        status: "confirmed",
        deliveryMethod: "delivery",
        pickupLocation: null,
        amountDuePaise: 0,
        upiPayUrl: null,
        orderUrl: null,
      },
      "Mayil Jewels",
    ).split("\n")[0];

  it.each([
    ["a Latin name", "Priya Nair"],
    ["initials and an apostrophe", "K. Mary D'Souza"],
    ["a hyphen", "Mary-Ann"],
    ["Malayalam with its joiner", "അവന്\u200d"],
    ["Hindi", "श्याम सुंदर"],
    ["Tamil", "மயில்"],
    ["a name that is a word of the shop's name", "Mayil"],
    ["Payal, which begins with pay", "Payal Shah"],
  ])("greet her by a real name: %s", (_what, name) => {
    expect(safeGreetingName(name, "Mayil Jewels")).toBe(name);
    expect(confirmed(name)).toBe(`Hello ${name}, your order MJ-000012 is confirmed. We are getting your pieces ready.`);
  });

  it("greet a name bracketed for her own use by the name alone, with no quotes", () => {
    expect(confirmed("Priya Nair (office)")).toMatch(/^Hello Priya Nair, your order/);
  });

  it.each([
    ["the shop's name with a sentence", "Mayil Jewels: your order is cancelled, pay here upi://pay?pa=evil@ybl"],
    ["the shop's name alone", "Mayil Jewels"],
    ["the shop's name spelt apart", "MAYIL  jewels Team"],
    ["a sentence in plain words", "Priya your payment failed pay again"],
    ["a closing quote", "Priya” your payment failed, pay again to upi://pay?pa=evil@ybl “"],
    ["a web address", "Priya evil.com"],
    ["a link", "https://evil.example/pay"],
    ["a line break", "Priya\nMayil Jewels: pay again"],
    ["a line separator", "Priya\u2028Pay again"],
    ["digits", "Call 9847012345"],
    ["a colon", "Note: refund"],
    ["more than four words", "Anjali Devi Lakshmi Priya Nair"],
    ["more than forty characters", "Anjaliiiiiiiiiiiii Lakshmiiiiiiiiiiiiiiiiiiii"],
    ["a word about the order", "Priya Order Cancelled"],
  ])("greet her with Hello alone when her name could read as the shop's words: %s", (_what, name) => {
    expect(safeGreetingName(name, "Mayil Jewels")).toBeNull();
    const greeting = confirmed(name);
    expect(greeting).toBe("Hello, your order MJ-000012 is confirmed. We are getting your pieces ready.");
    expect(greeting).not.toMatch(/[“”"]/);
  });
});
