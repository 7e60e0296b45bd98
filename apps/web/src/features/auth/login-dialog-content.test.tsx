// The sign-in dialog in the page's language: its words and the links inside its sentence (a message holding
// elements), which must stay links to the terms and the privacy policy in every language.
import { screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderInShop } from "../../../test/render-in-shop";
import LoginDialogContent from "./login-dialog-content";

const dialog = (
  <LoginDialogContent open onOpenChange={() => {}} returnFocusTo={createRef()} reason={null} pendingAdd={null} />
);

describe("the sign-in dialog", () => {
  it("speaks English with its links in the sentence", async () => {
    renderInShop(dialog);
    expect(await screen.findByRole("dialog", { name: "Welcome to Mayil Jewels" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("speaks Malayalam in /ml, the links still links", async () => {
    renderInShop(dialog, { language: "ml" });
    expect(await screen.findByRole("dialog", { name: "Mayil Jewels-ലേക്ക് സ്വാഗതം" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Google വഴി സൈൻ ഇൻ ചെയ്യൂ" })).toBeVisible();
    expect(screen.getByRole("link", { name: "നിബന്ധനകളും വ്യവസ്ഥകളും" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "സ്വകാര്യതാ നയവും" })).toHaveAttribute("href", "/privacy");
  });
});
