// How the storefront's JavaScript is cut into files (decision 023). Left to itself the bundler made a file of every
// module two pages share: the home page loaded 23 files, most under 1 KB, each a request of its own on a slow phone's
// HTTP/1.1 connection (six at a time). Here the home page loads three: the shop (everything the entry imports), what
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

/** Modules that two or more catalogue pages import, worked out once per build from the module graph. */
function sharedByCataloguePages(): (id: string, graph: ModuleGraph) => boolean {
  let shared: Set<string> | undefined;
  return (id, graph) => {
    if (!shared) {
      const pagesUsing = new Map<string, number>();
      for (const page of CATALOGUE_PAGES) {
        for (const module of staticImportsOf(page, graph)) pagesUsing.set(module, (pagesUsing.get(module) ?? 0) + 1);
      }
      shared = new Set([...pagesUsing].filter(([, pages]) => pages >= 2).map(([module]) => module));
    }
    return shared.has(id);
  };
}

export function shopChunks(): CodeSplitting {
  const isShared = sharedByCataloguePages();
  return {
    groups: [
      // Everything the entry imports statically is needed by every page before it can hydrate: one file.
      { name: "shop", tags: ["$initial"], priority: 2 },
      { name: (id, graph) => (isShared(id, graph) ? "catalogue" : null), priority: 1 },
    ],
  };
}
