// How the storefront's JavaScript is cut into files (decision 023). Left to itself the bundler made a file of every
// module two pages share: the home page loaded 23 files, most under 1 KB, each a request of its own on a slow phone's
// HTTP/1.1 connection (six at a time). Here the home page loads three: the shop (everything the app imports), what
// the catalogue pages share (product cards, prices, images, icons), and the page itself. The owner's desk, the
// shopper's own pages and the dialogs keep their own chunks and are loaded only when they are opened.
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>;
type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

/** The pages a shopper browses, each its own lazily loaded chunk (src/app/routes.tsx). */
const CATALOGUE_PAGES = [
  "src/features/home/home-page.tsx",
  "src/features/products/all-products-page.tsx",
  "src/features/product/product-page.tsx",
  "src/features/product/product-colors-page.tsx",
  "src/features/category/category-page.tsx",
  "src/features/subcategory/subcategory-page.tsx",
].map((page) => fileURLToPath(new URL(page, import.meta.url)));

/** The browser's entry, and the app it loads once the rendered page is painted (decision 025). */
const ENTRY = fileURLToPath(new URL("src/entry-browser.ts", import.meta.url));
const APP = fileURLToPath(new URL("src/main.tsx", import.meta.url));

/**
 * Which videos the shop plays (a few hundred bytes): read by the product page's player and by the owner's product
 * schemas alike, it would otherwise be a file of its own that the product page asks for after its paint. The shop's
 * file, which every page loads anyway, carries it.
 */
const VIDEO_LINKS = fileURLToPath(new URL("../../packages/core/src/catalogue/video-links.ts", import.meta.url));

/**
 * An icon, one module each (icon-imports-plugin.ts). One that a catalogue page uses goes with the shop's file: shared
 * with a desk screen, the bundler made it a file of its own, a few hundred bytes and one more request for the page.
 */
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** React's own packages, as installed (the browser build of each). */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Every module `page` imports statically, directly or through others (dynamic imports stay separate chunks). */
function staticImportsOf(page: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const waiting = [...(graph.getModuleInfo(page)?.importedIds ?? [])];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    waiting.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** Modules that at least `pages` catalogue pages import, worked out once per build from the module graph. */
function importedByCataloguePages(pages: number): (id: string, graph: ModuleGraph) => boolean {
  let found: Set<string> | undefined;
  return (id, graph) => {
    if (!found) {
      const pagesUsing = new Map<string, number>();
      for (const page of CATALOGUE_PAGES) {
        for (const module of staticImportsOf(page, graph)) pagesUsing.set(module, (pagesUsing.get(module) ?? 0) + 1);
      }
      found = new Set([...pagesUsing].filter(([, count]) => count >= pages).map(([module]) => module));
    }
    return found.has(id);
  };
}

/** Modules imported statically by `root` (and `root` itself), worked out once per build. */
function importedBy(root: string): (id: string, graph: ModuleGraph) => boolean {
  let modules: Set<string> | undefined;
  return (id, graph) => {
    modules ??= new Set([root, ...staticImportsOf(root, graph)]);
    return modules.has(id);
  };
}

export function shopChunks(): CodeSplitting {
  const isShared = importedByCataloguePages(2);
  const isCatalogueCode = importedByCataloguePages(1);
  const isEntryCode = importedBy(ENTRY);
  const isAppCode = importedBy(APP);
  return {
    groups: [
      // What the entry needs besides itself (the bundler's helper that loads a chunk with the chunks it imports):
      // a file of its own, about 1 KB. In the app's group it would make the entry wait for the whole app.
      {
        name: (id, graph) => (id !== ENTRY && !id.endsWith(".css") && isEntryCode(id, graph) ? "loader" : null),
        priority: 3,
        debugName: "loader",
      },
      // React itself (react, react-dom, the scheduler): a file of its own, which the entry loads and evaluates in a
      // task of its own before the app's (entry-browser.ts). Evaluating it with the app was one task of 180–430 ms
      // on a low-tier phone, longer than any tap may wait.
      { name: (id) => (REACT.test(id) ? "react" : null), priority: 4, debugName: "react" },
      // Everything the app imports statically is needed by every page before it can hydrate: one file.
      {
        name: (id, graph) =>
          isAppCode(id, graph) || id === VIDEO_LINKS || (ICON.test(id) && isCatalogueCode(id, graph)) ? "shop" : null,
        priority: 2,
        debugName: "shop",
      },
      { name: (id, graph) => (isShared(id, graph) ? "catalogue" : null), priority: 1, debugName: "catalogue" },
    ],
  };
}
