import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, languageOfPath, pathIn } from "./languages";

describe("a language's addresses", () => {
  it("reads the language from the prefix and gives the address without it", () => {
    expect(languageOfPath("/ml/product/temple-jhumka")).toEqual({ language: "ml", path: "/product/temple-jhumka" });
    expect(languageOfPath("/hi")).toEqual({ language: "hi", path: "/" });
    expect(languageOfPath("/hi/")).toEqual({ language: "hi", path: "/" });
    expect(languageOfPath("/ml?q=jhumka")).toEqual({ language: "ml", path: "/?q=jhumka" });
    expect(languageOfPath("/product/x")).toEqual({ language: "en", path: "/product/x" });
    expect(languageOfPath("/mlx/a")).toEqual({ language: "en", path: "/mlx/a" });
    expect(languageOfPath("/en/a")).toEqual({ language: "en", path: "/en/a" });
  });

  it("puts an address in a language, English unprefixed", () => {
    expect(pathIn("ml", "/product/x")).toBe("/ml/product/x");
    expect(pathIn("hi", "/")).toBe("/hi");
    expect(pathIn("hi", "/?q=a")).toBe("/hi?q=a");
    expect(pathIn("en", "/cart")).toBe("/cart");
    for (const path of ["/", "/products?q=a", "/orders/3"])
      for (const language of ["en", "ml", "hi"] as const)
        expect(languageOfPath(pathIn(language, path))).toEqual({ language, path });
  });
});

describe("the language guessed from the browser", () => {
  it("takes the first language the shop speaks, by weight", () => {
    expect(languageFromAcceptLanguage("ml-IN,ml;q=0.9,en-US;q=0.8")).toBe("ml");
    expect(languageFromAcceptLanguage("ta-IN,hi;q=0.7,en;q=0.8")).toBe("en");
    expect(languageFromAcceptLanguage("ta-IN,hi;q=0.7")).toBe("hi");
    expect(languageFromAcceptLanguage("fr, de;q=0.5")).toBeNull();
    expect(languageFromAcceptLanguage("hi;q=0, ml;q=0.1")).toBe("ml");
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromAcceptLanguage(";;;,q=,")).toBeNull();
  });
});
