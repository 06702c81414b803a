// The environment `npm start` gives the hall API and the site (scripts/start.mjs), kept apart so it can be tested.
import { randomBytes } from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * `npm start` is a demo on this machine: the sandboxes serve development routes, so both servers listen on a
 * loopback address and nothing else (HOST and HALL_HOST may name another loopback address only). With
 * NODE_ENV=production the hall API refuses the sandboxes and the development secrets, and HOST is free.
 * Returns the environment, or throws with the reason it cannot start.
 */
export function startEnv(processEnv) {
  const env = { ...processEnv };
  const production = env.NODE_ENV === 'production';
  env.PORT ??= '3000';
  // `localhost`, not `127.0.0.1`: with the latter Next 16.4 takes proxy.ts's same-host rewrites for external
  // ones and proxies them back to itself in a loop (bench/run.sh found it).
  env.HOST ??= 'localhost';
  env.HALL_PORT ??= '4000';
  env.HALL_HOST ??= '127.0.0.1';
  if (!production && !LOOPBACK.has(env.HOST))
    throw new Error(
      `npm start is a demo on this machine and listens on loopback only; HOST=${env.HOST} needs NODE_ENV=production (README)`,
    );
  env.HALL_API_URL ??= `http://127.0.0.1:${env.HALL_PORT}`;
  // The hall API builds payment return and cashier links on the site's origin: the port the site really has.
  env.SITE_URL ??= `http://localhost:${env.PORT}`;
  // `next start` runs in production mode, which refuses the development secrets: a local run without its own
  // makes one for this run (shared by site and hall API; logins end when it stops).
  env.SIGN_SECRET ??= randomBytes(24).toString('hex');
  env.SESSION_PASSWORD ??= randomBytes(24).toString('hex');
  return env;
}
