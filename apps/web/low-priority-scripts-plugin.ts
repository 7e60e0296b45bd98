// Asks for the storefront's scripts at low priority (decision 023). The server sends each catalogue page already
// rendered, so on a slow connection the hero photo, the font and the product photos should arrive first and the code
// that makes the page interactive after them; at the default (high) priority the scripts shared the line with the
// photo. Pages rendered in the browser (the shopper's own) have no photos to compete with, so they lose nothing.
// The entry is also async: it runs as soon as it arrives, not once the whole document is parsed, so it can ask for the
// page's code the moment the lead photo is painted (entry-browser.ts) rather than after the last byte of a long page.
import type { Plugin } from "vite";

export function lowPriorityScripts(): Plugin {
  return {
    name: "mayil-low-priority-scripts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html
          .replaceAll(
            '<script type="module" crossorigin',
            '<script type="module" async fetchpriority="low" crossorigin',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          ),
    },
  };
}
