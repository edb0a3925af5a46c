// A TCP proxy on loopback that can be cut and restored: a database outage on demand, for the outage
// test and `scripts/outage.ts --proxy`, without touching the database server others share.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections open through the proxy right now. */
  openConnections: () => number;
  /**
   * Drops every open connection (a reset, as a dying server's connections end) and refuses new ones
   * until restore(): what clients see while a database restarts.
   */
  cut: () => Promise<void>;
  /** Accepts connections again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const boundPort = await listen(port);
  return {
    port: boundPort,
    openConnections: () => sockets.size / 2,
    cut: async () => {
      // Close the listener first so nothing slips in between the drop and the refusal.
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
    restore: async () => {
      if (!server.listening) await listen(boundPort);
    },
    close: async () => {
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
  };
}
