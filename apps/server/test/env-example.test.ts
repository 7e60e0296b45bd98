// .env.example is what the person deploying the shop copies and fills in: it must name every setting config.ts
// reads (and nothing it does not), say in one line what each does, and show the default that really applies.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { SETTING_NAMES } from "../src/config-settings";

const examplePath = path.resolve(import.meta.dirname, "../../../.env.example");
const readmePath = path.resolve(import.meta.dirname, "../../../README.md");
const lines = readFileSync(examplePath, "utf8").split("\n");

/** `NAME=value` (set by the file) or `# NAME=value` (the default, shown commented out). */
const settingLine = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/;
const settings = lines.flatMap((line, index) => {
  const match = settingLine.exec(line);
  return match ? [{ name: match[2] ?? "", value: match[3] ?? "", commented: Boolean(match[1]), index }] : [];
});

/** What the blanks left for the owner to fill in stand for in this test. */
const filledIn: Record<string, string> = {
  GOOGLE_CLIENT_ID: "shop.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "google-secret",
  AUTH_SECRET: "a".repeat(48),
  OWNER_EMAILS: "owner@shop.example.in",
};

/** The environment the file gives a shop when copied as it is and its blanks filled in. */
function exampleEnvironment(): Record<string, string> {
  const env = parseEnv(readFileSync(examplePath, "utf8")) as Record<string, string>;
  for (const [name, value] of Object.entries(filledIn)) if (env[name] === "") env[name] = value;
  return env;
}

describe(".env.example", () => {
  it("names every setting config.ts reads, and only those", () => {
    const documented = settings.map((setting) => setting.name);
    const read = [...SETTING_NAMES];
    expect(
      read.filter((name) => !documented.includes(name)),
      "settings config.ts reads that .env.example does not document",
    ).toEqual([]);
    expect(
      documented.filter((name) => !read.includes(name)),
      "names in .env.example that config.ts does not read",
    ).toEqual([]);
    expect(new Set(documented).size, "a setting named twice").toBe(documented.length);
  });

  it("says in a comment line above each setting what it does", () => {
    const undescribed = settings.filter(({ index }) => {
      const above = lines[index - 1] ?? "";
      return !above.startsWith("# ") || settingLine.test(above) || above.length < 12;
    });
    expect(undescribed.map((setting) => setting.name)).toEqual([]);
  });

  it("shows, commented out, the default that applies with the file as it is", () => {
    const base = loadConfig(exampleEnvironment());
    const wrong = settings
      .filter((setting) => setting.commented)
      .filter((setting) => {
        const withIt = loadConfig({ ...exampleEnvironment(), [setting.name]: setting.value });
        return JSON.stringify(withIt) !== JSON.stringify(base);
      })
      .map((setting) => `${setting.name}=${setting.value}`);
    expect(wrong, "commented-out lines whose value is not the default").toEqual([]);
  });

  it("is plain NAME=value lines that systemd's EnvironmentFile and Node's --env-file read alike", () => {
    // No quotes, escapes or trailing comments, which the two parsers treat differently.
    for (const setting of settings) expect(setting.value, setting.name).not.toMatch(/["'`\\]|\s#/);
    for (const line of lines) expect(line.trim() === "" || line.startsWith("#") || settingLine.test(line)).toBe(true);
  });

  it("copied as it is, stops a production start with a line naming each blank it still needs", () => {
    const env = parseEnv(readFileSync(examplePath, "utf8")) as Record<string, string>;
    expect(() => loadConfig(env)).toThrow(
      /GOOGLE_CLIENT_ID: required in production.*GOOGLE_CLIENT_SECRET: required in production.*AUTH_SECRET: required in production/,
    );
  });

  it("filled in, starts a production shop on the embedded database without the demo catalogue", () => {
    const config = loadConfig(exampleEnvironment());
    expect(config).toMatchObject({
      env: "production",
      host: "127.0.0.1",
      trustProxy: "loopback",
      seedDemoCatalogue: false,
      apiDocs: false,
      strictTransportSecurity: true,
      database: { kind: "pglite", dataDir: "/var/lib/mayil/pgdata" },
      owners: { emails: ["owner@shop.example.in"] },
    });
  });
});

// The README's configuration table is where a newcomer looks first (how do I get a tax invoice? where do backups
// go?): it names every setting too, and where it shows one plain default, it is the one .env.example shows.
describe("the README's settings table", () => {
  const rows = readFileSync(readmePath, "utf8")
    .split("\n")
    .filter((line) => /^\| `[A-Z][A-Z0-9_]*`/.test(line))
    .map((line) => line.split("|").map((cell) => cell.trim()));
  const named = rows.flatMap(([, names = ""]) => [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));

  it("names every setting config.ts reads, and only those", () => {
    expect(
      SETTING_NAMES.filter((name) => !named.includes(name)),
      "settings the README leaves out",
    ).toEqual([]);
    expect(
      named.filter((name) => !SETTING_NAMES.includes(name ?? "")),
      "names config.ts does not read",
    ).toEqual([]);
  });

  it("shows the same default as .env.example where it shows one plain value", () => {
    const shownInExample = new Map(settings.filter((s) => s.commented).map((s) => [s.name, s.value]));
    const differing = rows.flatMap(([, names = "", fallback = ""]) => {
      const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(names)?.[1];
      const plain = /^`([^`]*)`$/.exec(fallback)?.[1];
      const example = name ? shownInExample.get(name) : undefined;
      return name && plain !== undefined && example !== undefined && example !== plain
        ? [`${name}: README ${plain}, .env.example ${example}`]
        : [];
    });
    expect(differing).toEqual([]);
  });
});
