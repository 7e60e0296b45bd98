// A TCP proxy between the shop and PostgreSQL that can stand for a network partition: paused, it keeps every
// socket open and accepts new ones but forwards no byte and no close; resumed, it delivers what it held.
import { connect, createServer, type Server, type Socket } from "node:net";

export interface PartitionProxy {
  port: number;
  /** The same database URL, through the proxy. */
  through(url: string): string;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startPartitionProxy(upstreamUrl: string): Promise<PartitionProxy> {
  const upstreamAddress = new URL(upstreamUrl);
  let paused = false;
  let held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  // Anything that would cross the partition waits for resume() while paused.
  const deliver = (step: () => void) => (paused ? held.push(step) : step());
  const resume = () => {
    paused = false;
    const steps = held;
    held = [];
    for (const step of steps) step();
  };

  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => deliver(() => to.write(chunk)));
    from.on("end", () => deliver(() => to.end()));
    from.on("close", () => deliver(() => to.destroy()));
    from.on("error", () => {});
  };

  const server: Server = createServer((shopSide) => {
    const databaseSide = connect(Number(upstreamAddress.port || 5432), upstreamAddress.hostname);
    for (const socket of [shopSide, databaseSide]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    forward(shopSide, databaseSide);
    forward(databaseSide, shopSide);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("the proxy has no port");

  return {
    port: address.port,
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(address.port);
      return proxied.toString();
    },
    pause() {
      paused = true;
    },
    resume,
    async close() {
      resume();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
