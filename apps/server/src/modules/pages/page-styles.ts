// The storefront's stylesheet, written into each page's HTML (decision 025). A page the browser renders (the shopper's
// own) gets all of it: the code that renders it may use any rule. A page the server drew gets only the rules its markup
// uses (beasties, from a plan of the stylesheet compiled once per process), and the whole stylesheet after its first
// paint: the browser's entry moves it out of the page's code template with the page's scripts. All of it inline was
// 9.6 KB of a 19 KB home page (compressed), which made the page need a second round trip on a slow connection
// (a connection's first trip carries about 14 KB).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import { withoutUnreadVariables } from "./unread-variables";

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const PAGE_CODE = '<template id="page-code">';
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const PROPERTY = /@property\s+--[\w-]+\s*\{[^}]*\}/g;

/** `</style` inside CSS would end the element early. */
const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;

interface Sheet {
  tag: string;
  href: string;
  css: string;
}

export class PageStyles {
  private readonly sheets: Sheet[];
  private critical: ReturnType<typeof createProcessor> | undefined;
  /**
   * Rules that go with every rendered page, as beasties cannot tell whether a page needs them: the @font-face rules
   * (beasties adds a face only for a rule naming its family, and ours is named through --font-display; a face costs
   * nothing where no text uses it) and the @property rules (the initial values of Tailwind's own variables, such as
   * --tw-border-style: without them a border has no style, and --tw-backdrop-blur passes to every child).
   */
  private readonly always: string;

  private constructor(sheets: Sheet[]) {
    this.sheets = sheets;
    this.always = sheets
      .flatMap((sheet) => [...(sheet.css.match(FONT_FACE) ?? []), ...(sheet.css.match(PROPERTY) ?? [])])
      .join("");
  }

  /** The stylesheets `indexHtml` links to, read from the build in `distDir` (a missing file is left linked). */
  static async of(indexHtml: string, distDir: string): Promise<PageStyles> {
    const sheets: Sheet[] = [];
    for (const [tag, file] of indexHtml.matchAll(STYLESHEET)) {
      if (!file) continue;
      const css = await readFile(path.join(distDir, file), "utf8").catch(() => null);
      if (css !== null) sheets.push({ tag, href: `/${file}`, css });
    }
    return new PageStyles(sheets);
  }

  /** Every rule inline, in place of the links: nothing to wait for before the first paint. */
  inlineAll(html: string): string {
    return this.sheets.reduce((page, sheet) => page.replace(sheet.tag, () => styleElement(sheet.css)), html);
  }

  /**
   * The rules the rendered page uses inline; the stylesheets themselves listed in the page's code template, which the
   * browser's entry moves into the document once the page is painted (and in a <noscript>, for a browser that runs
   * no code). The rules are chosen from the page's tags, classes, ids and attributes: a rule for a state the page
   * can be in without code (hover, focus, a wider screen) comes with its element.
   */
  inlineCritical(html: string): string {
    if (this.sheets.length === 0) return html;
    // Beasties writes the @property rules too, but where the browser does not take them: once, at the top.
    const css = withoutUnreadVariables(this.always + this.processor().extract(html).css.replace(PROPERTY, ""), html);
    const links = this.sheets.map((sheet) => `<link rel="stylesheet" href="${sheet.href}" />`).join("");
    let page = html;
    for (const [index, sheet] of this.sheets.entries()) {
      const inline = index === 0 ? styleElement(css) : "";
      page = page.replace(
        sheet.tag,
        () => `${inline}<noscript><link rel="stylesheet" href="${sheet.href}" /></noscript>`,
      );
    }
    return page.includes(PAGE_CODE)
      ? page.replace(PAGE_CODE, () => `${PAGE_CODE}${links}`)
      : page.replace("</head>", () => `${PAGE_CODE}${links}</template></head>`);
  }

  /** Compiled on first use (about 70 ms for the storefront's 65 KB): the first rendered page, then kept. */
  private processor(): ReturnType<typeof createProcessor> {
    this.critical ??= createProcessor(
      // Rules that look at an element's siblings or descendants (Tailwind's space-y-*, has-*, [&_h2]:*) are not
      // all matched by beasties' one pass over the markup: they always come, a few hundred bytes. So does the look
      // of a button whose tap the tap keeper holds (aria-busy, set only after the page arrived) and the screen
      // reader's text it writes (sr-only).
      this.sheets.map((sheet) =>
        compileSheet(sheet.css, {
          href: sheet.href,
          allowRules: [/:last-child|:has\(|\\\[\\&|aria-busy/, /^\.sr-only$/],
        }),
      ),
      // Animations are named through custom properties too (--animate-spin): all five keyframes come along.
      { preload: false, fonts: false, keyframes: "all" },
    );
    return this.critical;
  }
}
