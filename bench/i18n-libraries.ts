// `npm run bench:i18n`: what each i18n library weighed for the shop (decision 084) adds to the storefront's JavaScript,
// measured rather than read off a size badge. In a folder of its own under the system's temporary folder (never the
// repo, whose lock file stays as it is) it installs the current versions of react-i18next + i18next with i18next-icu
// and intl-messageformat (the shop needs ICU plurals), react-intl (FormatJS) and @lingui/core + @lingui/react, then
// bundles with the repo's Vite, production and minified, a small entry for each: a provider and one message with an
// ICU plural and a placeholder, set up as each library's documentation advises for production:
// - react-intl: messages precompiled to their AST (`formatjs compile --ast`) and the ICU parser aliased to its
//   no-parser build, which the FormatJS performance guide says takes about 40% off;
// - Lingui: messages compiled to Lingui's compact form (@lingui/message-utils' compileMessage, what `lingui compile`
//   writes), its runtime carrying no parser in production;
// - i18next: i18next-icu parses the ICU strings in the browser (intl-messageformat with its parser): it has no
//   precompiled form.
// React and react-dom are external, and a baseline entry (the same component with the text written in) is taken off,
// so the figures are the library's own bytes. The cost of each further message is the difference between a catalogue
// of 100 messages and one of 1, over 99. Needs the network (npm install), so no test or CI job runs it. Writes the
// table to docs/benchmarks.md ("i18n libraries").
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build, version as viteVersion } from "vite";
import { writeBenchmarkSection } from "./benchmarks-doc";

const PACKAGES = [
  "i18next",
  "react-i18next",
  "i18next-icu",
  "react-intl",
  "@formatjs/cli",
  "@lingui/core",
  "@lingui/react",
  "@lingui/message-utils",
  "react",
  "react-dom",
];
/**
 * Not named above: intl-messageformat, which npm installs as i18next-icu's peer in the range i18next-icu accepts (its
 * latest major may be newer), and FormatJS's parser, react-intl's own dependency.
 */
const MANY = 100;

/** The shop's kind of message: a placeholder and an ICU plural. The nth of a catalogue differs in its words. */
const message = (n: number) =>
  `{name}, your bag ${n === 0 ? "has" : `number ${n} holds`} {count, plural, one {# piece} other {# pieces}}`;
const ids = (count: number) => Array.from({ length: count }, (_each, n) => (n === 0 ? "bag.count" : `bag.count.${n}`));

interface Library {
  name: string;
  /** The packages whose versions the report names ("user>name": the name as that user package resolves it). */
  packages: string[];
  /** Writes the catalogue module for `count` messages into the folder; returns its file name. */
  catalogue: (folder: string, count: number) => string;
  /** The entry's source, importing the catalogue from "./catalogue.js". */
  entry: string;
  alias?: Record<string, string>;
}

const REACT_INTL: Library = {
  name: "react-intl (precompiled AST, no parser)",
  packages: ["react-intl", "@formatjs/cli"],
  catalogue: (folder, count) => {
    const source = path.join(folder, "catalogue-source.json");
    writeFileSync(
      source,
      JSON.stringify(Object.fromEntries(ids(count).map((id, n) => [id, { defaultMessage: message(n) }]))),
    );
    const compiled = path.join(folder, "catalogue-compiled.json");
    run(folder, "npx", ["--no-install", "formatjs", "compile", source, "--ast", "--out-file", compiled]);
    return writeModule(folder, JSON.parse(readFileSync(compiled, "utf8")));
  },
  entry: `
      import { createElement } from "react";
      import { FormattedMessage, IntlProvider } from "react-intl";
      import catalogue from "./catalogue.js";
      export const App = ({ count }) =>
        createElement(IntlProvider, { locale: "en", defaultLocale: "en", messages: catalogue },
          createElement("p", null, createElement(FormattedMessage, { id: "bag.count", values: { name: "Anjali", count } })));
    `,
  alias: { "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js" },
};

const LIBRARIES: Library[] = [
  {
    name: "react-i18next + i18next-icu",
    packages: ["i18next", "react-i18next", "i18next-icu", "i18next-icu>intl-messageformat"],
    catalogue: (folder, count) => writeModule(folder, Object.fromEntries(ids(count).map((id, n) => [id, message(n)]))),
    entry: `
      import { createElement } from "react";
      import i18next from "i18next";
      import ICU from "i18next-icu";
      import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
      import catalogue from "./catalogue.js";
      const i18n = i18next.createInstance();
      i18n.use(ICU).use(initReactI18next).init({ lng: "en", resources: { en: { translation: catalogue } }, interpolation: { escapeValue: false } });
      function Bag({ count }) { const { t } = useTranslation(); return createElement("p", null, t("bag.count", { name: "Anjali", count })); }
      export const App = ({ count }) => createElement(I18nextProvider, { i18n }, createElement(Bag, { count }));
    `,
  },
  REACT_INTL,
  // The same without the alias: what the no-parser build saves, and a check that the alias took.
  { ...REACT_INTL, name: "react-intl (precompiled AST, parser kept)", alias: {} },
  {
    name: "Lingui (compiled catalogue)",
    packages: ["@lingui/core", "@lingui/react", "@lingui/message-utils"],
    catalogue: (folder, count) => {
      const script = path.join(folder, "compile-lingui.mjs");
      writeFileSync(
        script,
        `import { compileMessage } from "@lingui/message-utils/compileMessage";
         import { writeFileSync } from "node:fs";
         const source = JSON.parse(process.argv[2]);
         const compiled = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
         writeFileSync(process.argv[3], JSON.stringify(compiled));`,
      );
      const compiled = path.join(folder, "catalogue-compiled.json");
      const source = Object.fromEntries(ids(count).map((id, n) => [id, message(n)]));
      run(folder, process.execPath, [script, JSON.stringify(source), compiled]);
      return writeModule(folder, JSON.parse(readFileSync(compiled, "utf8")));
    },
    entry: `
      import { createElement } from "react";
      import { i18n } from "@lingui/core";
      import { I18nProvider, useLingui } from "@lingui/react";
      import catalogue from "./catalogue.js";
      i18n.loadAndActivate({ locale: "en", messages: catalogue });
      function Bag({ count }) { const { i18n } = useLingui(); return createElement("p", null, i18n._("bag.count", { name: "Anjali", count })); }
      export const App = ({ count }) => createElement(I18nProvider, { i18n }, createElement(Bag, { count }));
    `,
  },
];

/** The same component with its text written in: React's own calls, which every entry makes too. */
const BASELINE = `
  import { createElement } from "react";
  export const App = ({ count }) => createElement("p", null, "Anjali, your bag has " + count + " pieces");
`;

function run(folder: string, command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: folder, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
}

function writeModule(folder: string, catalogue: unknown): string {
  writeFileSync(path.join(folder, "catalogue.js"), `export default ${JSON.stringify(catalogue)};\n`);
  return "catalogue.js";
}

interface Size {
  min: number;
  gzip: number;
  brotli: number;
}

/** Bundles the entry as a library, production, minified, React external; the output's sizes. */
async function bundle(folder: string, source: string, alias: Record<string, string> = {}, check = true): Promise<Size> {
  writeFileSync(path.join(folder, "entry.js"), source);
  const out = path.join(folder, "dist");
  await build({
    root: folder,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    resolve: { alias },
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: true,
      lib: { entry: path.join(folder, "entry.js"), formats: ["es"], fileName: () => "bundle.js" },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const bytes = readFileSync(path.join(out, "bundle.js"));
  if (check) await expectShown(folder, bytes);
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

/**
 * Renders the bundle (React from the folder) for one piece and for three, and stops unless the message reads as it
 * should: a setup that left the plural or the placeholder unformatted would weigh less and mean nothing.
 */
async function expectShown(folder: string, bundleBytes: Buffer): Promise<void> {
  const file = path.join(folder, `shown-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, bundleBytes);
  try {
    const require = createRequire(path.join(folder, "package.json"));
    // A library shipped as CommonJS (Lingui's React part) keeps `require("react")` for the external React; in an app
    // React is bundled and the call resolved. Here Node's ESM has no require, so the folder's is lent for the import.
    (globalThis as { require?: NodeJS.Require }).require = require;
    const { App } = (await import(file)) as { App: (props: { count: number }) => unknown };
    const react = require("react") as typeof import("react");
    const server = require("react-dom/server") as typeof import("react-dom/server");
    for (const [count, expected] of [
      [1, "Anjali, your bag has 1 piece"],
      [3, "Anjali, your bag has 3 pieces"],
    ] as const) {
      const html = server.renderToStaticMarkup(react.createElement(App as never, { count }));
      if (!html.includes(`<p>${expected}</p>`)) throw new Error(`The bundle shows ${html}, not "${expected}"`);
    }
  } finally {
    delete (globalThis as { require?: NodeJS.Require }).require;
    rmSync(file, { force: true });
  }
}

const minus = (a: Size, b: Size): Size => ({ min: a.min - b.min, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), "mayil-i18n-bench-"));
  try {
    console.log(`Installing the libraries' current versions into ${folder} ...`);
    writeFileSync(
      path.join(folder, "package.json"),
      JSON.stringify({ name: "i18n-bench", private: true, type: "module" }),
    );
    run(folder, "npm", [
      "install",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      ...PACKAGES.map((name) => `${name}@latest`),
    ]);
    // A package's version as its user gets it: nested under the user when npm put it there, else the top level's.
    const versionOf = (name: string, user?: string) => {
      const places = [
        user && path.join(folder, "node_modules", user, "node_modules", name),
        path.join(folder, "node_modules", name),
      ];
      const place = places.find((each) => each && existsSync(path.join(each, "package.json")));
      return (JSON.parse(readFileSync(path.join(place ?? "", "package.json"), "utf8")) as { version: string }).version;
    };

    writeModule(folder, {});
    const baseline = await bundle(folder, BASELINE, {}, false);
    const rows: string[] = [];
    for (const library of LIBRARIES) {
      library.catalogue(folder, 1);
      const one = minus(await bundle(folder, library.entry, library.alias), baseline);
      library.catalogue(folder, MANY);
      const many = minus(await bundle(folder, library.entry, library.alias), baseline);
      const each = (key: keyof Size) => Math.round((many[key] - one[key]) / (MANY - 1));
      const versions = library.packages
        .map((each) => {
          const [user, name] = each.includes(">") ? each.split(">") : [undefined, each];
          return `${name} ${versionOf(name ?? each, user)}`;
        })
        .join(", ");
      console.log(`${library.name}: ${JSON.stringify({ one, many })}`);
      rows.push(
        `| ${library.name} | ${kb(one.min)} | ${kb(one.gzip)} | ${kb(one.brotli)} | ${each("min")} B | ${each("gzip")} B | ${kb(many.gzip)} | ${versions} |`,
      );
    }
    const day = new Date().toISOString().slice(0, 10);
    const markdown = [
      "## i18n libraries",
      "",
      `\`npm run bench:i18n\`, ${day}, Vite ${viteVersion}.`,
      "",
      "What each library adds to the storefront's JavaScript: a provider and one message with an ICU plural and a",
      "placeholder, bundled by the repo's Vite (library mode, production, minified; React and react-dom external, a",
      "baseline of the same component without the library taken off). Gzip at level 9, brotli at its default. Per",
      `message: (a catalogue of ${MANY} compiled messages − a catalogue of 1) ÷ ${MANY - 1}, each message as the library`,
      "loads it (i18next: the ICU string; react-intl: `formatjs compile --ast`; Lingui: `compileMessage`). The 100",
      "messages share their shape, so the per-message gzip figure is a floor; the minified one compares fairly.",
      "",
      "| Library | Adds, min | gzip | brotli | Per message, min | Per message, gzip | 100 messages, gzip | Versions |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n");
    console.log(`\n${markdown}`);
    writeBenchmarkSection("i18n-libraries", markdown);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
