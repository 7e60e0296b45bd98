// The custom properties a rendered page's inline rules never read, taken out (decision 026). Beasties keeps a rule
// whole once its selector matches, and Tailwind's theme is one rule on :root with every colour, size and font of the
// shop; with its fallbacks for browsers without @property and the @property rules themselves, that was a quarter of
// a rendered page's inline CSS, and /products needed a second round trip. A variable nobody reads with var() changes
// nothing on the screen, and the whole stylesheet, which brings all of them, follows once the page is painted.
import postcss, { type Root } from "postcss";

const READ = /var\(\s*(--[\w-]+)/g;

function readIn(text: string, into: Set<string>): boolean {
  const before = into.size;
  for (const [, name] of text.matchAll(READ)) if (name) into.add(name);
  return into.size > before;
}

/** Every variable read by the rules (and by `html`'s inline styles), following variables that read others. */
function readVariables(root: Root, html: string): Set<string> {
  const read = new Set<string>();
  readIn(html, read);
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith("--")) readIn(declaration.value, read);
  });
  // --default-font-family reads --font-sans, --animate-spin names a keyframes rule through a variable, and so on.
  for (let grew = true; grew; ) {
    grew = false;
    root.walkDecls((declaration) => {
      if (declaration.prop.startsWith("--") && read.has(declaration.prop) && readIn(declaration.value, read)) {
        grew = true;
      }
    });
  }
  return read;
}

/** `css` without the variables neither it nor `html` reads: their declarations, their @property rules, and any
 * rule or at-rule left empty. */
export function withoutUnreadVariables(css: string, html: string): string {
  const root = postcss.parse(css);
  const read = readVariables(root, html);
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--") && !read.has(declaration.prop)) declaration.remove();
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  // Until none is left: a rule emptied here can leave its @media or @supports empty in turn.
  for (let emptied = true; emptied; ) {
    emptied = false;
    root.walk((node) => {
      const block = node.type === "rule" || (node.type === "atrule" && node.name !== "layer");
      if (block && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
