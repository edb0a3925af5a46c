// A loopback TCP relay that holds every client-to-server chunk for `delayMs` before passing it on:
// the network between a load balancer and the app, where a request the client has sent is still
// on its way when the server decides to close the connection. When the server ends or resets a
// connection, the client's is ended or reset too, as across a real network.
import net from 'node:net';

export interface DelayProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startDelayProxy(targetPort: number, delayMs: number): Promise<DelayProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      setTimeout(() => {
        if (!upstream.destroyed && upstream.writable) upstream.write(chunk);
      }, delayMs);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    upstream.on('end', () => client.end());
    client.on('end', () => setTimeout(() => upstream.end(), delayMs));
    upstream.on('error', () => client.resetAndDestroy());
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => {
      sockets.delete(upstream);
      if (!client.writableEnded) client.destroy();
    });
    client.on('close', () => {
      sockets.delete(client);
      upstream.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
