// Draining the HTTP server on shutdown without dropping a request (decision 048). From the signal,
// /api/healthz answers 503 "draining" so a load balancer stops sending here, every answer carries
// `Connection: close`, and kept-alive connections with no request in progress are closed. The server
// keeps accepting for a moment, long enough for the load balancer to notice: closing the listener
// resets every connection the kernel has completed but Node has not yet taken, each with its request
// sent, and under load there are many.
import type { Server } from 'node:http';

export class Drain {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  /**
   * Starts draining; resolves `listenMs` later, when the caller stops listening (server.close(),
   * which closes the connections then idle) and waits for the requests in progress.
   */
  async begin(server: Server, listenMs: number): Promise<void> {
    this.#draining = true;
    // Read first what this turn of the event loop has already received: a connection whose request
    // has arrived but is not yet parsed counts as idle.
    await new Promise((resolve) => setImmediate(resolve));
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, listenMs));
  }
}
