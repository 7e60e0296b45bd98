// A process's memory as bench:memory reads it: resident memory as the kernel counts it, and (through the inspector,
// after a full garbage collection) its JavaScript heap and what lies outside it.
import { readFileSync } from "node:fs";

const MB = 1024 * 1024;

/** Resident memory of a process, in MB, as the kernel counts it (VmRSS). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** process.memoryUsage() of the process listening for the inspector on `inspectorPort`, after a full collection. */
async function settledUsage(inspectorPort: number): Promise<NodeJS.MemoryUsage> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error("the shop's inspector lists no target");
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      waiting.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send("HeapProfiler.collectGarbage");
    const response = (await send("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    })) as { result: { value: string } };
    return JSON.parse(response.result.value) as NodeJS.MemoryUsage;
  } finally {
    socket.close();
  }
}

export interface Reading {
  /** Resident memory as the process idles (median of the last readings, no collection forced). */
  residentMb: number;
  /** After a full garbage collection: the JavaScript heap in use, and memory outside it (WebAssembly, buffers). */
  heapMb: number;
  externalMb: number;
  /** Resident memory right after that collection: what is left once the garbage is gone. */
  collectedMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Leaves the process alone for `settleSeconds`, reading its resident memory, then reads its heap (via its inspector). */
export async function atRest(pid: number, settleSeconds: number, inspectorPort: number): Promise<Reading> {
  const readings: number[] = [];
  const until = performance.now() + settleSeconds * 1000;
  while (performance.now() < until) {
    readings.push(residentMb(pid));
    await sleep(2000);
  }
  const usage = await settledUsage(inspectorPort);
  return {
    residentMb: median(readings.slice(-5)),
    heapMb: usage.heapUsed / MB,
    collectedMb: usage.rss / MB,
    externalMb: usage.external / MB,
  };
}
