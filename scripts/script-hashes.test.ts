/** @jest-environment node */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
// Importing it wraps every HTTP server made afterwards, as it wraps Next's.
import { inlineScriptHashes, withScriptHashes } from './script-hashes.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
// Over compression's 1 kB threshold, as every page is.
const PAGE =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>' +
  `<p>${'票务 '.repeat(400)}</p>` +
  '<script>self.__next_f.push([1,"中文 \\u003c/p\\u003e"])</script><script id="x">(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"中文 \\u003c/p\\u003e"])</script></body></html>';

test('every inline script is hashed once, by its UTF-8 bytes; scripts with a src are left to script-src', () => {
  expect(inlineScriptHashes(PAGE)).toEqual([
    sha('self.__next_f.push([1,"中文 \\u003c/p\\u003e"])'),
    sha('(self.__next_f=self.__next_f||[]).push([0])'),
  ]);
});

test('the hashes join script-src and nothing else', () => {
  const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'";
  expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
  );
});

/** A server that streams an HTML page in pieces the way Next does (headers flushed, then chunks), and a JSON answer. */
async function serve() {
  const server = http.createServer((req, res) => {
    res.setHeader('content-security-policy', "script-src 'self'");
    if (req.url === '/json') {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
      return;
    }
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.flushHeaders();
    res.write(PAGE.slice(0, 150));
    setTimeout(() => res.end(Buffer.from(PAGE.slice(150), 'utf8')), 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('a streamed HTML answer goes out whole with its hashes, compressed after; other answers pass as they are', async () => {
  const { server, url } = await serve();
  try {
    const page = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(`${url}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject),
    );
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toBe(PAGE);
    expect(page.headers['content-security-policy']).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(' ')}`);
    const json = await fetch(`${url}/json`);
    expect(json.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(await json.json()).toEqual({ ok: true });
  } finally {
    server.close();
  }
});

test('a 304 carries no policy, so the browser keeps the one with the hashes of the page it stored', async () => {
  const server = http.createServer((req, res) => {
    res.setHeader('content-security-policy', "script-src 'self'");
    res.setHeader('etag', '"page"');
    if (req.url === '/head') {
      res.writeHead(304, { 'content-security-policy': "script-src 'self'" });
      res.end();
      return;
    }
    res.statusCode = 304;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const path of ['/', '/head']) {
      const res = await fetch(url + path, { headers: { 'if-none-match': '"page"' } });
      expect(res.status).toBe(304);
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('etag')).toBe('"page"');
    }
  } finally {
    server.close();
  }
});
