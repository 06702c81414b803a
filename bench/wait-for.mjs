// Waits until a URL answers (any HTTP status below 500): node wait-for.mjs URL SECONDS
const [url, seconds = '60'] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
while (Date.now() < deadline) {
  const status = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) }).then(
    (r) => r.status,
    () => 0,
  );
  if (status > 0 && status < 500) process.exit(0);
  await new Promise((r) => setTimeout(r, 300));
}
console.error(`[bench] ${url} did not answer within ${seconds} s`);
process.exit(1);
