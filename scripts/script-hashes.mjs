// The site's scripts run under a Content-Security-Policy without 'unsafe-inline' (docs/decisions/security.md):
// every HTML answer names the SHA-256 of each of its own inline scripts (Next's bootstrap and RSC payload,
// `self.__next_f.push(…)`) in script-src, computed from the very bytes sent. A nonce would have to be new on every
// answer, so it cannot live in the cached public pages; a hash of the cached page's scripts can, and the page cache
// is untouched. A script that an injection adds to the page has no hash here and does not run.
//
// Imported before Next's server starts (scripts/site-server.mjs, and `node --import` for `next start` in the e2e):
// it wraps the request listener of the HTTP server Next creates. Next's own compression is off (next.config.ts)
// and done here, after the hashes, so they are taken over the HTML itself.
import { createHash } from 'node:crypto';
import http from 'node:http';
import compression from 'compression';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The hash sources of every inline script of an HTML document, each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with the document's script hashes added to script-src (the policy itself names no 'unsafe-inline'). */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? [trimmed, ...hashes].join(' ') : trimmed;
    })
    .join('; ');
}

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * Holds an HTML answer until its end, then sets the policy with its hashes and sends it whole; every other answer
 * passes as it comes. Next streams pages; an HTML page is sent at once instead (a cached page is whole already).
 */
function hashInlineScripts(res) {
  const { write, end, writeHead, flushHeaders } = res;
  let held = null; // the HTML's chunks once the answer is known to be HTML; null until then, false when it is not
  let head = null;
  const decide = () => {
    if (held !== null) return held;
    // A 304 carries no body to hash: it must not carry the bare policy either, or the browser would store that
    // policy over the one (with the hashes) of the page it keeps, and refuse the page's own scripts.
    if (res.statusCode === 304) res.removeHeader('content-security-policy');
    held = res.statusCode !== 304 && isHtml(res) ? [] : false;
    return held;
  };
  res.writeHead = function (...args) {
    // Headers given here are set now (so the content type is known) and sent with the rest at the end.
    const [status, reason, headers] = typeof args[1] === 'string' ? args : [args[0], undefined, args[1]];
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) this.setHeader(k, v);
    this.statusCode = status;
    const line = reason === undefined ? [status] : [status, reason];
    if (!decide()) return writeHead.apply(this, Array.isArray(headers) ? args : line);
    head = line;
    return this;
  };
  res.flushHeaders = function () {
    if (!decide()) return flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, callback) {
    if (!decide()) return write.call(this, chunk, encoding, callback);
    held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    if (typeof callback === 'function') process.nextTick(callback);
    else if (typeof encoding === 'function') process.nextTick(encoding);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') return this.end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return this.end(chunk, undefined, encoding);
    if (!decide()) return end.call(this, chunk, encoding, callback);
    if (chunk) held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? 'utf8'));
    const body = Buffer.concat(held);
    const policy = this.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      this.setHeader('content-security-policy', withScriptHashes(policy, inlineScriptHashes(body.toString('utf8'))));
    }
    this.removeHeader('content-length');
    if (head) writeHead.apply(this, head);
    held = false;
    return end.call(this, body, undefined, callback);
  };
}

const compress = compression();

/** Wraps a request listener: compression outside, the hashes inside, so they are taken over the plain HTML. */
export function withPolicyHashes(listener) {
  return (req, res) =>
    compress(req, res, () => {
      hashInlineScripts(res);
      listener(req, res);
    });
}

// Next creates its own server; the listener it passes is wrapped here.
const createServer = http.createServer;
http.createServer = function (...args) {
  const at = args.findIndex((a) => typeof a === 'function');
  if (at >= 0) args[at] = withPolicyHashes(args[at]);
  return createServer.apply(this, args);
};
