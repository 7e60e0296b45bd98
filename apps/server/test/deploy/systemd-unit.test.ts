// deploy/mayil.service: a unit systemd accepts as it is (systemd-analyze verify), that runs what `npm start` runs,
// and whose user, folders and settings file are the ones docs/deploy.md tells the owner to make. deploy/mayil@.service,
// the busy shop's process per port: the same unit but for its port and folders, which win over the settings file.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deployDir, repoRoot, startScript } from "./deploy-helpers";

const unitText = readFileSync(path.join(deployDir, "mayil.service"), "utf8");
const templateText = readFileSync(path.join(deployDir, "mayil@.service"), "utf8");
const guide = readFileSync(path.join(repoRoot, "docs/deploy.md"), "utf8");
const example = readFileSync(path.join(repoRoot, ".env.example"), "utf8");
const caddyfile = readFileSync(path.join(deployDir, "Caddyfile"), "utf8");

/** The unit's settings: name → every value it is given. */
const unit = new Map<string, string[]>();
for (const line of unitText.split("\n")) {
  const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
  if (match?.[1]) unit.set(match[1], [...(unit.get(match[1]) ?? []), match[2] ?? ""]);
}
const one = (name: string) => {
  const values = unit.get(name) ?? [];
  expect(values, name).toHaveLength(1);
  return values[0] ?? "";
};
/** A setting .env.example gives, set or shown as its default. */
const exampleValue = (name: string) => new RegExp(`^(?:# )?${name}=(.*)$`, "m").exec(example)?.[1];

const codeFolder = one("WorkingDirectory");
const hasSystemdAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;

/**
 * What systemd-analyze verify says of a unit (empty when it accepts it), with /srv/mayil swapped for a stand-in folder
 * holding this machine's Node.js and a .env from .env.example.
 */
function verified(fileName: string, text: string, unitName: string): string {
  const standIn = mkdtempSync(path.join(os.tmpdir(), "mayil-unit-"));
  try {
    mkdirSync(path.join(standIn, ".node"));
    symlinkSync(path.dirname(path.dirname(process.execPath)), path.join(standIn, ".node/current"));
    writeFileSync(path.join(standIn, ".env"), example);
    writeFileSync(path.join(standIn, fileName), text.replaceAll(codeFolder, standIn));
    const verify = spawnSync("systemd-analyze", ["verify", path.join(standIn, unitName)], { encoding: "utf8" });
    return `${verify.stdout}${verify.stderr}`.trim() || (verify.status === 0 ? "" : `exit ${verify.status}`);
  } finally {
    rmSync(standIn, { recursive: true, force: true });
  }
}

describe("deploy/mayil.service", () => {
  it.skipIf(!hasSystemdAnalyze)("passes systemd-analyze verify without a word", () => {
    expect(verified("mayil.service", unitText, "mayil.service")).toBe("");
  });
  if (!hasSystemdAnalyze) console.warn("systemd-unit.test.ts: no systemd-analyze here, the unit is not verified");

  it("runs what npm start runs, with the Node.js scripts/use-node.sh points .node/current at", () => {
    const [node, ...args] = one("ExecStart").split(/\s+/);
    expect(node).toBe(`${codeFolder}/.node/current/bin/node`);
    expect(args).toEqual(startScript().slice(1));
    expect(readFileSync(path.join(repoRoot, "scripts/use-node.sh"), "utf8")).toMatch(
      /ln -sfn .* "\$root\/\.node\/current"/,
    );
  });

  it("uses the user, code folder, settings file and data folder docs/deploy.md has the owner make", () => {
    const user = one("User");
    expect(one("Group")).toBe(user);
    expect(guide).toContain(
      `useradd --system --create-home --home-dir /home/${user} --shell /usr/sbin/nologin ${user}`,
    );
    expect(guide).toContain(`git clone https://github.com/OWNER/REPOSITORY.git ${codeFolder}`);
    expect(one("EnvironmentFile")).toBe(`${codeFolder}/.env`);
    expect(guide).toContain(`sudo install -o root -g ${user} -m 640 ${codeFolder}/.env.example ${codeFolder}/.env`);
    expect(guide).toContain(`sudo cp ${codeFolder}/deploy/mayil.service /etc/systemd/system/mayil.service`);
    expect(guide).toContain("sudo systemctl enable --now mayil");
    // The data folder .env.example sets is the one systemd makes for the shop and the only one it may write.
    const dataDir = exampleValue("DATA_DIR");
    expect(dataDir).toBe(`/var/lib/${one("StateDirectory")}`);
    const writable = (unit.get("ReadWritePaths") ?? []).flatMap((value) => value.split(/\s+/));
    expect(writable).toContain(dataDir);
    // Any other folder the shop writes to by default (backups, say) must be writable under the sandbox too.
    for (const name of ["BACKUP_DIR"]) {
      const folder = exampleValue(name);
      if (folder?.startsWith("/")) {
        expect(
          writable.some((root) => folder === root || folder.startsWith(`${root}/`)),
          `${name}=${folder} is not under the unit's ReadWritePaths`,
        ).toBe(true);
      }
    }
    expect(guide).toContain(`\`${dataDir}\` (the \`DATA_DIR\`)`);
  });

  it("restarts after a crash, runs sandboxed, and waits out the shop's shutdown deadline before killing it", () => {
    expect(one("Restart")).toBe("on-failure");
    expect(one("ProtectSystem")).toBe("strict");
    expect(one("NoNewPrivileges")).toBe("yes");
    expect(one("CapabilityBoundingSet")).toBe("");
    const stopSeconds = Number(/^(\d+)s$/.exec(one("TimeoutStopSec"))?.[1]);
    const deadlineSeconds = Number(exampleValue("SHUTDOWN_DEADLINE_SECONDS"));
    expect(stopSeconds).toBeGreaterThanOrEqual(deadlineSeconds + 5);
    expect(stopSeconds).toBeLessThanOrEqual(deadlineSeconds + 15);
  });
});

describe("deploy/mayil@.service, one process of a busy shop per port", () => {
  it.skipIf(!hasSystemdAnalyze)("passes systemd-analyze verify as mayil@3001 without a word", () => {
    expect(verified("mayil@.service", templateText, "mayil@3001.service")).toBe("");
  });

  it("is mayil.service line for line, but for its port and its own folders, set where the settings file cannot undo them", () => {
    const settings = (text: string) => text.split("\n").filter((line) => /^[A-Za-z]+=/.test(line));
    const differs = (line: string) => /^(Description|ExecStart|StateDirectory|ReadWritePaths)=/.test(line);
    expect(settings(templateText).filter((line) => !differs(line))).toEqual(
      settings(unitText).filter((line) => !differs(line)),
    );
    const template = new Map(
      settings(templateText).map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    // systemd lets EnvironmentFile override Environment=, so the instance's values come in on the command line, where
    // Node's --env-file-if-exists leaves them be; the command after them is mayil.service's.
    const [env, ...rest] = (template.get("ExecStart") ?? "").split(" ");
    expect(env).toBe("/usr/bin/env");
    const assignments = rest.filter((word) => /^[A-Z_]+=/.test(word));
    expect(assignments).toEqual(["PORT=%i", "DATA_DIR=/var/lib/mayil-%i", "BACKUP_DIR=/var/lib/mayil-backups"]);
    expect(rest.slice(assignments.length).join(" ")).toBe(one("ExecStart"));
    expect(template.get("StateDirectory")?.split(" ")).toEqual(["mayil-%i", "mayil-backups"]);
    expect(template.get("ReadWritePaths")?.split(" ")).toEqual(["/var/lib/mayil-%i", "/var/lib/mayil-backups"]);
    expect(exampleValue("PORT")).toBeDefined();
    expect(guide).toContain("sudo systemctl enable --now mayil@3001 mayil@3002");
    expect(guide).toContain("sudo systemctl restart mayil@3001");
  });
});

describe("deploy/Caddyfile and the unit", () => {
  it("sends to the address and port the shop listens on with .env.example, on the domain the guide swaps in", () => {
    expect(exampleValue("HOST")).toBe("127.0.0.1");
    expect(caddyfile).toContain(`reverse_proxy {$MAYIL_UPSTREAM:127.0.0.1:${exampleValue("PORT")}}`);
    expect(caddyfile).toMatch(/^\{\$MAYIL_DOMAIN:shop\.example\.in\} \{$/m);
    expect(guide).toContain(
      "sudo sed 's/shop.example.in/your-domain/' /srv/mayil/deploy/Caddyfile | sudo tee /etc/caddy/Caddyfile",
    );
  });

  it("is formatted as caddy fmt writes it", () => {
    const fmt = spawnSync("caddy", ["fmt", path.join(deployDir, "Caddyfile")], { encoding: "utf8" });
    if (fmt.status !== 0) return; // no caddy here: caddy.test.ts says so
    expect(fmt.stdout).toBe(caddyfile);
  });
});
