// An OpenAI-compatible chat completions server on loopback: POST /chat/completions answers with
// whatever the test sets as the assistant's message (or a delay, or an HTTP error), recording every
// request, so the resume optimiser's remote model is exercised without the internet.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ChatRequest {
  path: string;
  authorization: string | null;
  body: { model: string; response_format?: { type: string }; messages: { role: string; content: string }[] };
}

export interface FakeModel {
  /** The base URL to give as AI_BASE_URL. */
  url: string;
  requests: ChatRequest[];
  /** The assistant message's content the next answers carry (a JSON text, or anything else). */
  reply: string;
  /** Milliseconds to wait before answering. */
  delayMs: number;
  /** An HTTP status to answer with instead of a completion. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeModel(): Promise<FakeModel> {
  const model: Omit<FakeModel, 'url' | 'close'> = { requests: [], reply: '{}', delayMs: 0, failWith: null };
  const sockets = new Set<Socket>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function respond(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const path = new URL(req.url ?? '/', 'http://model.local').pathname;
    if (req.method !== 'POST' || path !== '/v1/chat/completions') return send(res, 404, { error: { message: 'unknown endpoint' } });
    model.requests.push({ path, authorization: req.headers.authorization ?? null, body: JSON.parse(raw) as ChatRequest['body'] });
    if (model.delayMs) await new Promise((resolve) => setTimeout(resolve, model.delayMs));
    if (res.destroyed) return;
    if (model.failWith) return send(res, model.failWith, { error: { message: 'the model is having a moment' } });
    send(res, 200, {
      id: `chatcmpl-${model.requests.length}`,
      object: 'chat.completion',
      model: model.requests.at(-1)!.body.model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: model.reply } }],
    });
  }

  const server = createServer((req, res) => void respond(req, res).catch(() => res.destroy()));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(model, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
