import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE, toLocale } from '@/lib/i18n/locales';
import { EN_TWIN, ZH_TWIN, isOfferedIn } from '@/lib/route-languages';
import { internalPath } from '@/lib/routes';
import { GUARD, guardDecision, type Role } from '@/lib/guard';
import { readLogin, LOGIN_COOKIE } from '@/lib/login-cookie';
import { apiRefusal } from '@/lib/bff/api-gate';
import { countedRefusal } from '@/lib/bff/body-limits';
import { withRoomPass } from '@/lib/bff/room-pages';
import { Code } from '@/lib/contract/codes';
import { errorMessage } from '@/lib/i18n/error-messages';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/security/request-id';
import { readStaffLogin, STAFF_COOKIE } from '@/lib/staff-cookie';
import { CONSOLE, CONSOLE_LOGIN } from '@/lib/console/paths';

/**
 * Chooses the language (the `language` cookie, or `?lang=` for crawlers following hreflang links), applies
 * the §4 zh/en path mapping and the §4/§6 route guard, and rewrites the spec's public URL to the internal one.
 */
export async function proxy(request: NextRequest) {
  const id = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, id);
  const response = await route(request, headers);
  response.headers.set(REQUEST_ID_HEADER, id);
  return response;
}

/** `headers` are the request's, with its id, for the route handlers and pages behind. */
async function route(request: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith('/api/')) return gateApi(request, headers);
  const langParam = searchParams.get('lang');
  const locale = toLocale(langParam ?? request.cookies.get(LANGUAGE_COOKIE)?.value);
  if (pathname === CONSOLE || pathname.startsWith(`${CONSOLE}/`)) return consoleRoute(request, headers, locale);

  const twin = locale === 'en-US' ? EN_TWIN[pathname] : ZH_TWIN[pathname];
  if (twin) return redirect(request, twin);
  if (!isOfferedIn(pathname, locale)) return redirect(request, '/');
  const refused = await guard(request);
  if (refused) return refused;

  const query = withRoomPass(pathname, searchParams, request.cookies);
  const target = internalPath(pathname, query, locale) ?? `/${locale}/not-found${pathname}`;
  const response = NextResponse.rewrite(new URL(target, request.url), { request: { headers } });
  if (langParam && request.cookies.get(LANGUAGE_COOKIE)?.value !== locale) {
    response.cookies.set(LANGUAGE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
  }
  return response;
}

/**
 * The staff console (/console/*, both languages on one path): never indexed, and every page but the sign-in needs
 * a staff session cookie (the hall API decides whether it is still live, and what its roles may see).
 */
async function consoleRoute(request: NextRequest, headers: Headers, locale: string): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const signIn = pathname === CONSOLE_LOGIN;
  if (!signIn && !(await readStaffLogin(request.cookies.get(STAFF_COOKIE)?.value).catch(() => null))) {
    const target = new URL(CONSOLE_LOGIN, request.url);
    target.searchParams.set('redirect', pathname + search);
    return noindex(NextResponse.redirect(target));
  }
  const internal = `${CONSOLE}/${locale}${pathname.slice(CONSOLE.length)}${search}`;
  return noindex(NextResponse.rewrite(new URL(internal, request.url), { request: { headers } }));
}

const noindex = (response: NextResponse) => {
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  response.headers.set('cache-control', 'no-store');
  return response;
};

/**
 * The BFF's own checks, in one place for every /api/ request (lib/bff/api-gate.ts says what and why), then the body
 * counted as it arrives (lib/bff/body-limits.ts): a body over its limit never reaches a route, whole or cut.
 */
async function gateApi(request: NextRequest, headers: Headers) {
  const { method, nextUrl } = request;
  const refusal =
    apiRefusal({ method, pathname: nextUrl.pathname, headers: request.headers }) ??
    (await countedRefusal(nextUrl.pathname, request.headers, request.body));
  if (!refusal) return NextResponse.next({ request: { headers } });
  const locale = toLocale(request.cookies.get(LANGUAGE_COOKIE)?.value ?? request.headers.get('language'));
  const code = refusal.reason === 'notFound' ? Code.notFound : Code.badRequest;
  const values = 'values' in refusal ? refusal.values : undefined;
  return NextResponse.json(
    { code, subCode: null, subMsg: errorMessage(locale, refusal.reason, values), data: null },
    { status: refusal.status, headers: { 'cache-control': 'no-store' } },
  );
}

/** The route guard reads the sealed login cookie only: no hall API call on a page view. */
async function guard(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  if (!GUARD[pathname] && pathname !== '/siteRegister') return null;
  const login = await readLogin(request.cookies.get(LOGIN_COOKIE)?.value);
  const decision = guardDecision(pathname, login?.loginType ?? null);
  switch (decision.action) {
    case 'pass':
      return null;
    case 'home':
      return redirect(request, '/');
    case 'login':
      return redirect(request, '/', { login: loginTarget(decision.role), redirect: pathname + withoutStamp(search) });
    case 'wrongAccount':
      return redirectBack(request, decision.role, login?.loginType ?? null);
  }
}

const loginTarget = (role: Role) => (role === 'member' ? 'personal' : 'enterprise');

function withoutStamp(search: string) {
  const params = new URLSearchParams(search);
  params.delete('_t');
  return params.size ? `?${params}` : '';
}

/** §4: back to the previous page (the Referer, when it is ours and open to this account), else home. */
function redirectBack(request: NextRequest, role: Role, loginType: number | null) {
  let back = '/';
  const referer = request.headers.get('referer');
  if (referer) {
    const url = new URL(referer, request.url);
    const open = guardDecision(url.pathname, loginType).action === 'pass';
    if (url.origin === request.nextUrl.origin && url.pathname !== request.nextUrl.pathname && open) back = url.pathname + url.search;
  }
  const target = new URL(back, request.url);
  return redirect(request, target.pathname, { ...Object.fromEntries(target.searchParams), guard: role });
}

function redirect(request: NextRequest, pathname: string, query?: Record<string, string>) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  if (query) url.search = new URLSearchParams(query).toString();
  url.searchParams.set('_t', String(Date.now()));
  return NextResponse.redirect(url);
}

export const config = {
  // The BFF, and pages: not Next's assets, files with an extension, nor the SEO files.
  matcher: ['/api/:path*', '/((?!api/|_next/|media/|art/|metrics$|favicon\\.ico|sitemap\\.xml|robots\\.txt|.*\\.[a-z0-9]+$).*)'],
};
