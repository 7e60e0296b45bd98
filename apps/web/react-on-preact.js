// What `import … from "react"` means in the storefront's build (vite.config.ts): Preact's React compatibility layer,
// and the few React 19 names it lacks that a package imports by name (decision 022). Plain JavaScript: it is build
// configuration, typed by @types/react through the code that imports "react".
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router imports this for its data router (`RouterProvider`), which the shop does not use (declarative
 * routes, decision 005). Loud rather than quietly wrong, should anyone start using it.
 */
export function useOptimistic() {
  throw new Error("useOptimistic is not available: the storefront runs on Preact (decision 022)");
}
