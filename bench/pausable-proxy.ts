// A TCP proxy that can stop passing bytes without closing anything: what a network partition looks like to the shop
// (connections stay open, nothing answers). Used by the fault probe between the shop and PostgreSQL.
import { connect, createServer, type Server, type Socket } from "node:net";

export interface PausableProxy {
  /** host:port to connect to instead of the target. */
  address: string;
  /** Stop forwarding in both directions; new connections are held, not refused. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startPausableProxy(targetHost: string, targetPort: number): Promise<PausableProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const held: Socket[] = [];
  let paused = false;

  const join = (client: Socket) => {
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    if (!paused) flow(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  };
  const flow = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  // Unpiped and paused, a socket leaves what arrives in the kernel's buffers: nothing is lost, nothing moves.
  const stop = ([client, upstream]: [Socket, Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const server: Server = createServer((client) => {
    if (paused) held.push(client);
    else join(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("proxy has no address");

  return {
    address: `127.0.0.1:${address.port}`,
    pause() {
      paused = true;
      for (const pair of pairs) stop(pair);
    },
    resume() {
      paused = false;
      for (const pair of pairs) flow(pair);
      for (const client of held.splice(0)) join(client);
    },
    async close() {
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      for (const client of held.splice(0)) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
