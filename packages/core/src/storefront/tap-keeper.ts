// The tap keeper (decision 034): on a page the server drew, a button shows seconds before the app's code has made it
// work on a slow phone (decision 025 asks for the code only after the lead photo and the font). A tap on it then did
// nothing, then or later, and the shopper had to guess to tap again. The keeper keeps that tap instead: the button
// says at once that it is working (aria-busy, which the stylesheet renders as a soft pulse, and a polite "Just a
// moment…" for a screen reader), and once the page is live (html[data-interactive], set by the app when its code
// has run and the whole page is hydrated) the tap is carried out on the same button, once. Hydration keeps the
// server's elements, so the button the shopper tapped is the one the app now listens to.
//
// It must listen before any button is painted, so it cannot be a module script (those run after the whole document
// is parsed): the server writes it inline at the top of every rendered page's body (modules/pages/page-meta.ts), and
// allows exactly this text by its sha256 hash in the Content-Security-Policy (http/security-headers.ts), never
// 'unsafe-inline'. Every byte goes to every phone before the page, so it is small and sent compacted.

/**
 * The parts of the page the keeper uses, typed here rather than with the DOM's own types: the server, which sends it,
 * is built without them. The page passes its own `document` and `MutationObserver`.
 */
interface KeptButton {
  form: unknown;
  type: string;
  isConnected: boolean;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  click(): void;
}
interface StatusMessage {
  className: string;
  textContent: string | null;
  setAttribute(name: string, value: string): void;
  remove(): void;
}
interface PageDocument {
  documentElement: { hasAttribute(name: string): boolean };
  body: { append(message: StatusMessage): void };
  createElement(tag: "p"): StatusMessage;
  addEventListener(
    type: "click",
    listener: (event: { target: unknown; stopImmediatePropagation(): void }) => void,
    capture: true,
  ): void;
}
type PageMutationObserver = new (
  callback: (records: unknown, observer: { disconnect(): void }) => void,
) => { observe(target: unknown, options: { attributeFilter: string[] }): void };

/**
 * Runs in the page, from its own source text (`tapKeeperScript`): it may use nothing outside its body (the test runs
 * the sent text on its own).
 *
 * What it keeps: a tap (or Enter, or Space) on a `<button>` before the page is live. What it leaves to the browser:
 * links, a button that opens a popover by itself (`popovertarget`), a form's submit button (the form works without
 * the app), anything once the page is live (the app's own handlers, including while it hydrates parts later).
 * One kept tap per button: a shopper who taps a dead button twice meant one add.
 */
export function keepTapsUntilLive(document: PageDocument, MutationObserver: PageMutationObserver): void {
  const html = document.documentElement;
  const isLive = () => html.hasAttribute("data-interactive");
  const kept: KeptButton[] = [];
  // Where a screen reader hears that the tap was taken: added with the first kept tap, gone once the page is live.
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "sr-only";

  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as { closest?(selector: "button"): KeptButton | null }).closest?.("button");
      if (isLive() || !button || button.hasAttribute("popovertarget") || (button.form && button.type === "submit"))
        return;
      // No default to prevent: such a button does nothing by itself. Nothing else may act on it before the app does.
      event.stopImmediatePropagation();
      if (kept.includes(button)) return;
      button.setAttribute("aria-busy", "true");
      if (kept.push(button) === 1) {
        document.body.append(status);
        // A live region is read when its text changes, not when it appears: the text follows a moment later.
        setTimeout(() => {
          status.textContent = "Just a moment…";
        }, 100);
      }
    },
    true,
  );

  new MutationObserver((_, observer) => {
    if (!isLive()) return;
    observer.disconnect();
    status.remove();
    for (const button of kept) {
      button.removeAttribute("aria-busy");
      // A button the app drew anew (its part changed while the page came alive) is no longer the one tapped.
      if (button.isConnected) button.click();
    }
  }).observe(html, { attributeFilter: ["data-interactive"] });
}

/**
 * Source text without comments and without the spaces a browser does not need. Only for code written like
 * `keepTapsUntilLive`: strings in double or single quotes, no regular expressions, no template literals.
 */
export function compactScript(source: string): string {
  const token = /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|\/\/[^\n]*|\/\*[\s\S]*?\*\/|\s+|([^"'\s/]+|\/)/g;
  let compact = "";
  let space = false;
  for (const [, quoted, code] of source.matchAll(token)) {
    if (quoted === undefined && code === undefined) {
      // A comment or a run of spaces: at most one space, and only between two word characters.
      space = true;
      continue;
    }
    const text = quoted ?? code ?? "";
    if (space && /[\w$]$/.test(compact) && /^[\w$]/.test(text)) compact += " ";
    compact += text;
    space = false;
  }
  return compact;
}

/** The keeper as the page runs it: its own source (its name is of no use there), called at once with the page's
 * document and MutationObserver, compacted. */
export const tapKeeperScript = compactScript(
  `(${keepTapsUntilLive.toString().replace(/^function \w+/, "function")})(document,MutationObserver)`,
);
