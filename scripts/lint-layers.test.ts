// The layers the linter enforces (decisions 010, 011, 044, 075 and 077): a wrong import or a stray process.env fails
// `npm run lint`, and the imports the layers allow pass. Each case writes a small file where the rule applies and
// lints only that file with the project's Biome configuration, in a temporary folder holding a copy of that
// configuration: never in src/, which other tests read while this one runs.
import { execFile } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { borrowedTables } from "./lint/borrowed-tables";

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules/.bin/biome");
const run = promisify(execFile);

/** Stands in for the repository: its Biome configuration, whose rules name folders relative to it, and the probes. */
const standIn = mkdtempSync(path.join(os.tmpdir(), "mayil-lint-layers-"));
copyFileSync(path.join(root, "biome.json"), path.join(standIn, "biome.json"));
cpSync(path.join(root, "scripts/lint"), path.join(standIn, "scripts/lint"), { recursive: true });
afterAll(() => rmSync(standIn, { recursive: true, force: true }));

let probes = 0;

/** Lints `source` as a file named `name` in `folder` (as if under the repository): was it refused, and why. */
async function lint(folder: string, name: string, source: string) {
  const directory = path.join(standIn, folder);
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `layer-check-${++probes}-${name}`);
  writeFileSync(file, `${source}\nexport const used = 1;\n`);
  try {
    await run(biome, ["lint", file], { cwd: standIn });
    return { refused: false, output: "" };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { refused: true, output: `${stdout}${stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

const web = "apps/web/src";

describe("the layers the linter enforces", () => {
  it.each([
    ["a feature importing another", `${web}/features/wishlist`, "x.ts", 'import { c } from "../cart/use-cart";'],
    [
      "a feature's nested file importing another",
      `${web}/features/wishlist/parts`,
      "x.ts",
      'import { c } from "../../cart/use-cart";',
    ],
    [
      "a feature importing another through src",
      `${web}/features/product`,
      "x.ts",
      'import { c } from "../../features/cart/use-cart";',
    ],
    [
      "one of the desk's features importing another",
      `${web}/features/desk/orders`,
      "x.ts",
      'import { c } from "../sale/new-sale-page";',
    ],
    [
      "one of the desk's features' nested file importing another",
      `${web}/features/desk/catalogue/stock`,
      "x.ts",
      'import { c } from "../../orders/order-moves";',
    ],
    [
      "one of the desk's features importing a shopper's feature",
      `${web}/features/desk/orders`,
      "x.ts",
      'import { c } from "../../cart/use-cart";',
    ],
    [
      "one of the desk's features importing another through src",
      `${web}/features/desk/sale`,
      "x.ts",
      'import { c } from "../../../features/desk/orders/order-moves";',
    ],
    [
      "the desk's shared kit importing a desk feature",
      `${web}/components/desk`,
      "x.tsx",
      'import { c } from "../../features/desk/orders/order-moves";',
    ],
    [
      "the desk's shared data importing a desk feature",
      `${web}/lib/desk`,
      "x.ts",
      'import { c } from "../../features/desk/catalogue/stock/use-stock";',
    ],
    [
      "a shopper's feature importing the desk's shared kit",
      `${web}/features/cart`,
      "x.tsx",
      'import { c } from "../../components/desk/form-field";',
    ],
    [
      "a shopper's feature importing the desk's shared data",
      `${web}/features/orders`,
      "x.ts",
      'import { c } from "../../lib/desk/desk-format";',
    ],
    [
      "a shopper's feature's nested file importing the desk's shared kit",
      `${web}/features/settings/parts`,
      "x.tsx",
      'import { c } from "../../../components/desk/choice-chips";',
    ],
    [
      "shared UI importing the desk's shared kit",
      `${web}/components/ui`,
      "x.tsx",
      'import { c } from "../desk/desk-error";',
    ],
    ["lib importing the desk's shared data", `${web}/lib`, "x.ts", 'import { c } from "./desk/owner-keys";'],
    [
      "shared UI importing a feature",
      `${web}/components/ui`,
      "x.tsx",
      'import { c } from "../../features/cart/use-cart";',
    ],
    ["shared UI importing the app", `${web}/components/ui`, "x.tsx", 'import { c } from "../../app/routes";'],
    ["lib importing the app", `${web}/lib`, "x.ts", 'import { c } from "../app/routes";'],
    [
      "a route importing drizzle-orm",
      "apps/server/src/modules/cart",
      "x-routes.ts",
      'import { eq } from "drizzle-orm";',
    ],
    [
      "a route importing the database",
      "apps/server/src/modules/cart",
      "x-routes.ts",
      'import { s } from "../../db/database";',
    ],
    [
      "a route importing its module's tables",
      "apps/server/src/modules/cart",
      "x-routes.ts",
      'import { t } from "./cart-tables";',
    ],
    [
      "a module importing another module's tables",
      "apps/server/src/modules/cart",
      "x-service.ts",
      'import { t } from "../catalogue/catalogue-tables";',
    ],
    [
      "a module's nested file importing another module's tables",
      "apps/server/src/modules/cart/parts",
      "x.ts",
      'import { t } from "../../catalogue/catalogue-tables";',
    ],
    [
      "a module importing every table at once",
      "apps/server/src/modules/cart",
      "x-service.ts",
      'import { t } from "../../db/all-tables";',
    ],
    [
      "the seed importing a module's tables past db/all-tables",
      "apps/server/src/db/seed",
      "x.ts",
      'import { t } from "../../modules/catalogue/catalogue-tables";',
    ],
    [
      "a server module reaching past another's surface",
      "apps/server/src/modules/cart",
      "x-service.ts",
      'import { r } from "../stock/reserve-stock";',
    ],
    [
      "a route reaching past another module's surface",
      "apps/server/src/modules/cart",
      "x-routes.ts",
      'import { a } from "../auth/session-service";',
    ],
    [
      "the HTTP layer importing a server module",
      "apps/server/src/http",
      "x.ts",
      'import { a } from "../modules/auth";',
    ],
    [
      "the app reaching past a module's surface",
      "apps/server/src",
      "x.ts",
      'import { c } from "./modules/cart/cart-service";',
    ],
    [
      "the seed importing a server module",
      "apps/server/src/db/seed",
      "x.ts",
      'import { s } from "../../modules/stock";',
    ],
    [
      "the shop's events importing a server module",
      "apps/server/src/events",
      "x.ts",
      'import { a } from "../modules/alerts";',
    ],
    [
      "the demo package importing the server",
      "packages/demo/src",
      "x.ts",
      'import { s } from "../../../apps/server/src/db/all-tables";',
    ],
  ])("refuses %s", async (_case, folder, name, line) => {
    const { refused, output } = await lint(folder, name, line);
    expect(output).toContain("noRestrictedImports");
    expect(refused).toBe(true);
  });

  it.each([
    [
      "a feature importing its own files, lib and shared UI",
      `${web}/features/wishlist`,
      "x.ts",
      'import { a } from "./use-wishlist";\nimport { b } from "../../lib/api-client";\nimport { c } from "../../components/ui/spinner";',
    ],
    [
      "a desk feature importing its own files and the desk's shared kit and data",
      `${web}/features/desk/orders`,
      "x.ts",
      'import { a } from "../../../components/desk/form-field";\nimport { b } from "../../../lib/desk/owner-keys";\nimport { c } from "./order-moves";',
    ],
    [
      "a desk feature's nested file importing its own feature's files, lib and the desk's shared data",
      `${web}/features/desk/catalogue/stock`,
      "x.ts",
      'import { a } from "../queries/catalogue-keys";\nimport { b } from "../../../../lib/api-client";\nimport { c } from "../../../../lib/desk/owner-keys";',
    ],
    [
      "the desk's shared kit importing its shared data",
      `${web}/components/desk`,
      "x.tsx",
      'import { a } from "../../lib/desk/desk-format";\nimport { b } from "./form-field";',
    ],
    ["the app composing features", `${web}/app`, "x.ts", 'import { c } from "../features/cart/use-cart";'],
    ["the demo package importing core", "packages/demo/src", "x.ts", 'import { s } from "@mayil/core/catalogue/slug";'],
    [
      "the app composing the desk's features",
      `${web}/app`,
      "x.ts",
      'import { a } from "../features/desk/orders/order-page";\nimport { b } from "../features/desk/today/today-page";',
    ],
    [
      "a service importing drizzle-orm",
      "apps/server/src/modules/cart",
      "x-service.ts",
      'import { eq } from "drizzle-orm";',
    ],
    [
      "a server module using another's surface, its own files and the database",
      "apps/server/src/modules/cart",
      "x-service.ts",
      'import { s } from "../stock";\nimport { c } from "./cart-service";\nimport { t } from "../../db/transaction";',
    ],
    [
      "a module's routes using the route guards and the per-shopper rate limit",
      "apps/server/src/modules/cart",
      "x-routes.ts",
      'import { g } from "../../http/route-guards";\nimport { l } from "../../http/shopper-rate-limit";',
    ],
    ["the app using a module's surface", "apps/server/src", "x.ts", 'import { c } from "./modules/cart";'],
    [
      "a module publishing the shop's events",
      "apps/server/src/modules/orders",
      "x-service.ts",
      'import { e } from "../../events/event-bus";\nimport { s } from "../../events/shop-events";',
    ],
    [
      "the shop's events using the database's transactions and core",
      "apps/server/src/events",
      "x.ts",
      'import { t } from "../db/transaction";\nimport { m } from "@mayil/core/money/money";',
    ],
    [
      "a module importing its own tables",
      "apps/server/src/modules/cart",
      "x-service.ts",
      'import { t } from "./cart-tables";',
    ],
    [
      "a tables file naming another module's tables for a foreign key",
      "apps/server/src/modules/cart",
      "x-tables.ts",
      'import { t } from "../catalogue/catalogue-tables";',
    ],
    [
      "the database layer and the seed using every table",
      "apps/server/src/db/seed",
      "x.ts",
      'import { t } from "../all-tables";',
    ],
    [
      "the backups using every table",
      "apps/server/src/modules/backups",
      "x.ts",
      'import { t } from "../../db/all-tables";',
    ],
  ])("allows %s", async (_case, folder, name, line) => {
    const { refused, output } = await lint(folder, name, line);
    expect(output).not.toContain("noRestrictedImports");
    expect(refused).toBe(false);
  });

  it("refuses two modules that import each other, even for a type, and allows the same import one way", async () => {
    // The cycle that once tied nine server modules together ran through type imports alone (decision 075).
    const modules = path.join(standIn, "apps/server/src/modules");
    const surface = (name: string, source: string) => {
      mkdirSync(path.join(modules, name), { recursive: true });
      writeFileSync(path.join(modules, name, "index.ts"), source);
    };
    surface(
      "cycle-sign-in",
      'import type { Account } from "../cycle-accounts";\nexport type Session = { account: Account };\n',
    );
    surface(
      "cycle-accounts",
      'import type { Session } from "../cycle-sign-in";\nexport type Account = { id: number; last?: Session };\n',
    );
    const lintModules = async () => {
      try {
        await run(biome, ["lint", path.join(modules, "cycle-sign-in"), path.join(modules, "cycle-accounts")], {
          cwd: standIn,
        });
        return { refused: false, output: "" };
      } catch (error) {
        const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
        return { refused: true, output: `${stdout}${stderr}` };
      }
    };
    const cycle = await lintModules();
    expect(cycle.output).toContain("noImportCycles");
    expect(cycle.refused).toBe(true);
    surface("cycle-accounts", "export type Account = { id: number };\n");
    const oneWay = await lintModules();
    expect(oneWay.output).not.toContain("noImportCycles");
    expect(oneWay.refused).toBe(false);
  });

  it("refuses a module's surface handing out its tables", async () => {
    // Named index.ts itself (the probes' names carry a number), in a stand-in module of its own.
    const folder = path.join(standIn, "apps/server/src/modules/surface-probe");
    mkdirSync(folder, { recursive: true });
    const surface = path.join(folder, "index.ts");
    writeFileSync(surface, 'export { probeLines } from "./surface-probe-tables";\n');
    const refused = await run(biome, ["lint", surface], { cwd: standIn }).then(
      () => "",
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ""}${error.stderr ?? ""}`,
    );
    expect(refused).toContain("noRestrictedImports");
  });

  it("lets exactly the listed files use another module's tables, each still using them", () => {
    // The list shrinks as the owners' functions replace these uses (decision 078): an entry paid off must leave it.
    const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8")) as {
      overrides: { includes: string[]; linter?: unknown }[];
    };
    const lent = config.overrides.find(
      (override) =>
        JSON.stringify(override.linter).includes('"!../*/*-tables"') &&
        !override.includes.some((pattern) => pattern.includes("*")),
    );
    const listed = [...new Set(borrowedTables.flatMap((entry) => entry.files))].sort();
    expect(lent?.includes.map((file) => file.replace("apps/server/src/modules/", "")).sort()).toEqual(listed);
    for (const entry of borrowedTables) {
      for (const file of entry.files) {
        const source = readFileSync(path.join(root, "apps/server/src/modules", file), "utf8");
        expect(source, `${file} uses ${entry.owner}'s tables`).toContain(
          `from "../${entry.owner}/${entry.owner}-tables"`,
        );
      }
    }
  });

  it("lets only the stock module change a stock count, which stays a column of the catalogue's rows", () => {
    // The counts are columns of products and product_variants (decision 078, amended: the counts' owner), and the
    // stock module is their only writer, under the lock order and with a ledger row per change. A new row's opening
    // count is written with the row, and its ledger row in the same transaction; every later change is an UPDATE, and
    // these are the shapes an UPDATE of a count takes: Drizzle's `.set({ stock: … })` and SQL's `set stock =`.
    const changesACount = /\.set\(\s*\{[^}]*\bstock\s*:|\bset\s+stock\s*=/i;
    const modules = path.join(root, "apps/server/src/modules");
    const files = readdirSync(modules, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    const writers = files.filter((file) => changesACount.test(readFileSync(path.join(modules, file), "utf8")));
    expect(writers.length, "the check finds the stock module's own writes").toBeGreaterThan(0);
    expect(writers.filter((file) => !file.startsWith(`stock${path.sep}`))).toEqual([]);
  });

  it("refuses process.env outside the one place each program reads it", async () => {
    const stray = await lint("apps/server/src/modules/cart", "x-service.ts", "export const port = process.env.PORT;");
    expect(stray.output).toContain("noProcessEnv");
    expect(stray.refused).toBe(true);
  });

  it("refuses a component test's expect.element given an element looked for once, and allows one that waits", async () => {
    const once = await lint(
      `${web}/features/cart`,
      "x.test.tsx",
      'import { screen } from "@testing-library/react";\nawait expect.element(screen.getByText("Saved")).toBeVisible();',
    );
    expect(once.output).toContain("getBy… looks once");
    expect(once.refused).toBe(true);
    const waits = await lint(
      `${web}/features/cart`,
      "x.test.tsx",
      'import { screen } from "@testing-library/react";\nawait expect.element(await screen.findByText("Saved")).toBeVisible();',
    );
    expect(waits.refused).toBe(false);
  });
});
