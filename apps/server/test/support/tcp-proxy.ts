import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** What the proxy does with a connection: pass bytes both ways, or accept it and never answer (a hung database). */
export type ProxyMode = 'forward' | 'hang';

/**
 * A TCP proxy on a local port in front of a server (PostgreSQL in tests), to take the server away from
 * an app and give it back without touching the server itself: `cut` closes the port and every connection
 * through it (refused from then on), `restore` listens on the same port again.
 */
export class TcpProxy {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  #mode: ProxyMode = 'forward';
  port = 0;
  /** Connections accepted in 'hang' mode and left unanswered. */
  hungConnections = 0;

  constructor(
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.restore('forward');
    return proxy;
  }

  /** Listens (again, on the same port once it has one), in the mode given. */
  async restore(mode: ProxyMode = 'forward'): Promise<void> {
    this.#mode = mode;
    if (this.#server) return;
    const server = createServer((socket) => this.#accept(socket));
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.#server = server;
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  /** The database away: no new connection is accepted and every open one ends at once. */
  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  #accept(client: Socket): void {
    this.#track(client);
    // Swallowed: a peer reset while cutting is what the proxy is for.
    client.on('error', () => undefined);
    if (this.#mode === 'hang') {
      this.hungConnections += 1;
      return;
    }
    const upstream = createConnection(this.target);
    this.#track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  #track(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
  }
}
