/**
 * The /api/ paths the BFF answers with a route of its own (app/api/<path>/route.ts) because they handle the
 * session cookie, the request sign, the WeChat state or a waiting room's token and pass. The forwarder must never serve them under another
 * spelling; lib/bff/dedicated-routes.test.ts keeps this list equal to the route files.
 */
export const DEDICATED_ROUTES = new Set([
  '/api/enterpriseuser/login',
  '/api/enterpriseuser/logout',
  '/api/enterpriseuser/register',
  '/api/member/close_account',
  '/api/member/login',
  '/api/member/logout',
  '/api/member/perfect_info',
  '/api/member/public_login',
  '/api/member/register',
  '/api/member/wx_bind',
  '/api/member/wx_login',
  '/api/session',
  '/api/staff/login',
  '/api/staff/logout',
  '/api/staff/password',
  '/api/staff/totp/confirm',
  '/api/waiting_room/join',
  '/api/waiting_room/standing',
  '/api/wechat/authorize',
]);

/** The path as the forwarder would send it names a dedicated route (in any letter case). */
export const isDedicatedRoute = (segments: string[]) => DEDICATED_ROUTES.has(`/api/${segments.join('/')}`.toLowerCase());
