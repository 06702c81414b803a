import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test fakes of the providers' gateways: an HTTP server on a loopback port, so no test leaves the machine. */
export type FakeRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: string };
export type FakeAnswer = { status?: number; headers?: Record<string, string>; body?: string };

export async function loopbackServer(handle: (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://127.0.0.1'),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    try {
      const answer = await handle(request);
      res.writeHead(answer.status ?? 200, answer.headers ?? {}).end(answer.body ?? '');
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
