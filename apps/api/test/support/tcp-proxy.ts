import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL, Redis), to take that server away from
 * the API and give it back without touching the server itself, which other tests share. `cut()`
 * drops every open connection and then takes new ones only to close them at once, as a server
 * that went down would; `restore()` lets connections through again.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private isCut = false;

  private readonly server = createServer((client) => this.accept(client));

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target.host, target.port);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  cut(): void {
    this.isCut = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.isCut = false;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.isCut) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      // Either side failing ends both, as a broken network path would.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
