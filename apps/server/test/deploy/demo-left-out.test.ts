// The built shop leaves the demo out (docs/decisions/047-demo-package.md): no demo catalogue or art in
// its files, and the demo's own build reached only by import() from the code that seeds the demo or renders its
// pictures, never by the imports a start runs through.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtMain, repoRoot } from "./deploy-helpers";

const dist = path.dirname(builtMain);
const builtFiles = () => (existsSync(dist) ? readdirSync(dist).filter((name) => name.endsWith(".js")) : []);
const read = (name: string) => readFileSync(path.join(dist, name), "utf8");

/** What a built file imports at load (its `import … from "x"` and `import "x"` lines), not by import(). */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|\n)(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?"([^"]+)";/g)].map(
    (match) => match[1] as string,
  );
}

/** Every module a start of `entry` loads before its first import(): the bundle's chunks and the packages they name. */
function loadedAtStart(entry: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    for (const specifier of staticImports(read(name))) {
      if (loaded.has(specifier)) continue;
      loaded.add(specifier);
      if (specifier.startsWith("./")) visit(specifier.slice(2));
    }
  };
  visit(entry);
  return loaded;
}

describe.skipIf(!existsSync(builtMain))("the built shop without the demo", () => {
  it("is checked for strings the demo's own build holds", () => {
    const demo = readFileSync(path.join(repoRoot, "packages/demo/dist/index.js"), "utf8");
    for (const text of ["Pearl Drop Studs", "jhumkaSingle", "marigold"]) expect(demo).toContain(text);
  });

  it("holds none of the demo catalogue or its rendering code", () => {
    for (const name of builtFiles()) {
      const source = read(name);
      // A product of the demo catalogue (in its build, not in any comment of ours), and two functions of its art.
      expect(source, name).not.toContain("Pearl Drop Studs");
      expect(source, name).not.toContain("jhumkaSingle");
      expect(source, name).not.toContain("marigold");
    }
  });

  it("reaches the demo package only by import(), from the seed and the demo pictures", () => {
    for (const entry of ["main.js", "backup.js", "restore.js"]) {
      const atStart = [...loadedAtStart(entry)];
      expect(
        atStart.filter((specifier) => specifier.startsWith("@mayil/")),
        entry,
      ).toEqual([]);
      // The check sees what it should: the chunks and npm packages a start does load.
      // zod, which every entry loads with its settings (drizzle-orm is bundled in since decision 036 was amended).
      expect(atStart, entry).toContain("zod");
    }
    const lazy = builtFiles().filter((name) => read(name).includes('import("@mayil/demo/built")'));
    expect(lazy).toEqual(["main.js"]);
    const seed = builtFiles().filter((name) => staticImports(read(name)).includes("@mayil/demo/built"));
    expect(seed).toHaveLength(1);
    expect(loadedAtStart("main.js")).not.toContain(`./${seed[0]}`);
    expect(read("main.js")).toContain(`import("./${seed[0]}")`);
  });
});
