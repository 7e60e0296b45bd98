// Each icon imported from its own module: `import { Heart, X } from "lucide-react"` becomes
// `import Heart from "lucide-react/icons/heart"` and so on, in our own source as the bundler reads it. Through the
// package's index, every icon the shop uses anywhere (the desk's forty among them) counted as a module the app imports
// (shop-chunks.ts follows the index's imports), so all of them travelled in the shop's first file, evaluated before a
// shopper's page could come alive. Imported one by one, an icon goes with the code that uses it. The names are read
// from the package's own index (its `export { default as Heart, … } from './icons/heart.mjs'` lines), so an alias such
// as `AlertCircle` finds its file; a name the index does not list (a type, the provider) stays with the package.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const EXPORT_LINE = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g;

/** Every name the package exports for an icon, with the icon's file name: "Heart" → "heart". */
function iconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/cjs\/lucide-react\.js$/, "esm/lucide-react.mjs");
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of readFileSync(index, "utf8").matchAll(EXPORT_LINE)) {
    for (const name of names.split(",")) {
      const alias = name.trim().match(/^default as (\w+)$/)?.[1];
      if (alias) files.set(alias, file);
    }
  }
  return files;
}

export function iconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "mayil-icon-imports",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.tsx?$/.test(id) || !code.includes("lucide-react")) return null;
      files ??= iconFiles();
      const known = files;
      const rewritten = code.replace(IMPORT, (whole, list: string) => {
        const kept: string[] = [];
        const own: string[] = [];
        for (const specifier of list
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
          const file = known.get(imported);
          if (file) own.push(`import ${local} from "lucide-react/icons/${file}";`);
          else kept.push(specifier);
        }
        if (own.length === 0) return whole;
        const rest = kept.length > 0 ? [`import { ${kept.join(", ")} } from "lucide-react";`] : [];
        // On as many lines as before, so the lines after keep their numbers (errors, breakpoints).
        return [...own, ...rest].join(" ") + "\n".repeat(whole.split("\n").length - 1);
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
