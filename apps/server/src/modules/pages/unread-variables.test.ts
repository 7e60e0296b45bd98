import { describe, expect, it } from "vitest";
import { withoutUnreadVariables } from "./unread-variables";

describe("a rendered page's inline rules without the variables they never read", () => {
  const theme =
    "@layer theme{:root,:host{--font-sans:system-ui;--default-font-family:var(--font-sans);--color-gold:#b08a3e;--color-red-500:red}}";

  it("keeps what a rule reads, and what that reads in turn", () => {
    const css = withoutUnreadVariables(`${theme}@layer base{html{font-family:var(--default-font-family)}}`, "");
    expect(css).toContain("--default-font-family:var(--font-sans)");
    expect(css).toContain("--font-sans:system-ui");
    expect(css).not.toContain("--color-gold");
    expect(css).not.toContain("--color-red-500");
  });

  it("keeps what the page's own inline styles read", () => {
    const css = withoutUnreadVariables(theme, '<span style="color:var(--color-gold)">₹549</span>');
    expect(css).toContain("--color-gold:#b08a3e");
    expect(css).not.toContain("--color-red-500");
  });

  it("drops the @property rules and the fallbacks of variables nobody reads, and the blocks left empty", () => {
    const css = withoutUnreadVariables(
      "@layer properties{@supports (not (x:y)){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-blur{syntax:"*";inherits:false}' +
        ".shadow{box-shadow:var(--tw-shadow)}@media (width>=40rem){.x{--tw-blur:blur(2px)}}",
      "",
    );
    expect(css).toContain("@property --tw-shadow");
    expect(css).toContain("--tw-shadow:0 0 #0000");
    expect(css).not.toContain("--tw-blur");
    expect(css).not.toContain("@media"); // its one rule set only an unread variable
    expect(css).toContain("@layer properties"); // layers keep their place in the cascade's order
  });
});
