// What the tests of deploy/ share: the repository's paths, the built shop started as `npm start` starts it, and a
// request made from a chosen loopback address (so the shop can tell two shoppers behind one proxy apart).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import { childProcessEnv } from "../test-env";

export const repoRoot = path.resolve(import.meta.dirname, "../../../..");
export const deployDir = path.join(repoRoot, "deploy");
export const builtMain = path.join(repoRoot, "apps/server/dist/main.js");

/** package.json's `start` script, split into words (it begins with node). */
export function startScript(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return (scripts.start ?? "").split(/\s+/);
}

/** package.json's `start` script as arguments to node, the built entry point made absolute to run from any folder. */
export function startCommandArgs(): string[] {
  const [program, ...args] = startScript();
  if (program !== "node") throw new Error(`npm start no longer runs node: ${startScript().join(" ")}`);
  return args.map((arg) => (arg.endsWith(".js") ? path.resolve(repoRoot, arg) : arg));
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a program with only the given environment (and PATH), collecting what it prints. */
export function run(command: string, args: string[], env: Record<string, string>, cwd: string): RunningProcess {
  const child = spawn(command, args, { cwd, env: childProcessEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** Waits until `check` is true (polling), or fails with what the process printed. */
export async function waitFor(what: string, process: RunningProcess, check: () => Promise<boolean>, ms = 150_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (process.child.exitCode !== null) throw new Error(`${what} stopped:\n${process.output()}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not come up:\n${process.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export interface HttpsResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An https request to 127.0.0.1 as `servername`, trusting only `ca`, sent from `from` (a 127.x address). */
export function httpsRequest(
  url: string,
  {
    ca,
    from = "127.0.0.1",
    method = "GET",
    headers = {},
    body,
  }: { ca: string; from?: string; method?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<HttpsResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = https.request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname + target.search,
        method,
        servername: target.hostname,
        headers: { host: target.host, ...headers },
        ca,
        localAddress: from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}
