import { describe, expect, it } from "vitest";
import { indianScriptText } from "./indian-script-text";

describe("indianScriptText", () => {
  it("writes an older chillu (virama and ZWJ) as the one code point today's keyboards type", () => {
    expect(indianScriptText("കമ്മല\u0d4d\u200d")).toBe("കമ്മ\u0d7d");
    expect(indianScriptText("അവന\u0d4d\u200d വന്നു")).toBe("അവ\u0d7b വന്നു");
  });

  it("writes Hindi's nukta letters one way (NFC): ड़ typed as one code point or as ड and a nukta", () => {
    expect(indianScriptText("चू\u095cी")).toBe(indianScriptText("चू\u0921\u093cी"));
    expect(indianScriptText("चू\u095cी")).toBe("चू\u0921\u093cी");
  });

  it("keeps a joiner that is not part of a chillu, and leaves English alone", () => {
    expect(indianScriptText("ന\u0d4d\u200cറ")).toBe("ന\u0d4d\u200cറ");
    expect(indianScriptText("Kemp Jhumkas")).toBe("Kemp Jhumkas");
  });
});
