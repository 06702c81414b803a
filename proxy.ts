import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE, toLocale } from '@/lib/i18n/locales';
import { EN_TWIN, ZH_TWIN, internalPath, isOfferedIn } from '@/lib/routes';

/**
 * Chooses the language (the `language` cookie, or `?lang=` for crawlers following hreflang links), applies
 * the §4 zh/en path mapping, and rewrites the spec's public URL to the cacheable internal one.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const langParam = searchParams.get('lang');
  const locale = toLocale(langParam ?? request.cookies.get(LANGUAGE_COOKIE)?.value);

  const twin = locale === 'en-US' ? EN_TWIN[pathname] : ZH_TWIN[pathname];
  if (twin) return redirect(request, twin);
  if (!isOfferedIn(pathname, locale)) return redirect(request, '/');

  const target = internalPath(pathname, searchParams, locale) ?? `/${locale}/not-found${pathname}`;
  const response = NextResponse.rewrite(new URL(target, request.url));
  if (langParam && request.cookies.get(LANGUAGE_COOKIE)?.value !== locale) {
    response.cookies.set(LANGUAGE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
  }
  return response;
}

function redirect(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.searchParams.set('_t', String(Date.now()));
  return NextResponse.redirect(url);
}

export const config = {
  // Pages only: not the BFF, Next's assets, files with an extension, nor the SEO files.
  matcher: ['/((?!api/|_next/|media/|art/|favicon\\.ico|sitemap\\.xml|robots\\.txt|.*\\.[a-z0-9]+$).*)'],
};
