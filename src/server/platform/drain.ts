// Draining the HTTP server on shutdown without dropping a request (decision 048). From the signal,
// /api/healthz answers 503 "draining" so a load balancer stops sending here, and every answer
// carries `Connection: close`. For a moment the server keeps accepting and reading, long enough for
// the load balancer to notice and for requests already on their way to arrive: closing the listener
// resets every connection the kernel has completed but Node has not yet taken, and closing a
// kept-alive connection resets the request travelling on it.
export class Drain {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  /**
   * Starts draining; resolves `listenMs` later, when the caller stops listening (server.close(),
   * which closes the connections then idle) and waits for the requests in progress.
   */
  async begin(listenMs: number): Promise<void> {
    this.#draining = true;
    await new Promise((resolve) => setTimeout(resolve, listenMs));
  }
}
