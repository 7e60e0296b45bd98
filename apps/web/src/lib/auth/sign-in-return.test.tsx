// The sign-in's return (/auth/callback, unprefixed) speaks the language of the page she returns to: the one named
// in its address (a sign-in begun on the sign-in page) before the one this tab remembered (begun in the dialog).
import { afterEach, describe, expect, it } from "vitest";
import { rememberCancelledSignIn, signInReturnLanguage, takeCancelledSignIn, takeSignInStart } from "./sign-in-return";

const remember = (page: string) => sessionStorage.setItem("mayil-sign-in-from", page);

describe("the callback's language", () => {
  afterEach(() => sessionStorage.clear());

  it("is the language of the page named in ?return=", () => {
    expect(signInReturnLanguage("?token=abc&return=%2Fml%2Fcart")).toBe("ml");
    expect(signInReturnLanguage("?error=access_denied&return=%2Fhi%2Fproduct%2Ftemple-jhumka")).toBe("hi");
    expect(signInReturnLanguage("?token=abc&return=%2Fcart")).toBe("en");
  });

  it("is the language of the page this tab remembered when none is named, which is still there to go back to", () => {
    remember("/hi/wishlist?sort=new");
    expect(signInReturnLanguage("?token=abc")).toBe("hi");
    expect(takeSignInStart()).toBe("/hi/wishlist?sort=new");
  });

  it("takes the named page over the remembered one, as the callback goes back to it", () => {
    remember("/hi/wishlist");
    expect(signInReturnLanguage("?token=abc&return=%2Fml")).toBe("ml");
  });

  it("is English when nothing is known, or when what is named is not a page of this shop", () => {
    expect(signInReturnLanguage("?token=abc")).toBe("en");
    expect(signInReturnLanguage("?return=%2F%2Felsewhere.example%2Fml")).toBe("en");
    remember("//elsewhere.example/ml");
    expect(signInReturnLanguage("")).toBe("en");
  });
});

describe("a cancelled sign-in's word, kept across the full load back to a page in another language", () => {
  it("is said once", () => {
    expect(takeCancelledSignIn()).toBe(false);
    rememberCancelledSignIn();
    expect(takeCancelledSignIn()).toBe(true);
    expect(takeCancelledSignIn()).toBe(false);
  });
});
