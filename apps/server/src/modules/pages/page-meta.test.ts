// The head block's text: escaped, short descriptions, titles ending with the brand.
import { describe, expect, it } from "vitest";
import { renderPageMeta, shortDescription, withPageMeta } from "./page-meta";

const site = { shopName: "Mayil Jewels", publicUrl: "https://mayil.example" };

describe("page meta", () => {
  it("escapes catalogue text in attributes and keeps JSON-LD from closing its script", () => {
    const html = renderPageMeta(
      {
        title: 'Studs "A" <b>',
        description: "Fish & chips",
        path: "/product/x",
        type: "product",
        structuredData: { name: "</script><script>alert(1)</script>" },
      },
      site,
    );
    expect(html).toContain("<title>Studs &quot;A&quot; &lt;b&gt; | Mayil Jewels</title>");
    expect(html).toContain('content="Fish &amp; chips"');
    expect(html).not.toContain("</script><script>");
    expect(html).toContain("\\u003c/script>");
  });

  it("cuts long descriptions at a word, within 160 characters", () => {
    const text = "word ".repeat(60);
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith("word…")).toBe(true);
    expect(shortDescription("Short and sweet.")).toBe("Short and sweet.");
  });

  it("replaces only the marked block of the app shell", () => {
    const shell = "<head><meta charset=utf-8><!--seo--><title>x</title><!--/seo--><link rel=icon></head>";
    const html = withPageMeta(shell, { description: "d", path: "/", type: "website" }, site);
    expect(html).toContain("<meta charset=utf-8>");
    expect(html).toContain("<link rel=icon>");
    expect(html).toContain("<title>Mayil Jewels</title>");
    expect(html).not.toContain("<title>x</title>");
  });
});
