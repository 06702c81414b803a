// GET /api/wechat/authorize?kind=web|official – (ours) starts a WeChat authorisation: a fresh OAuth state, then off to the provider's page.
import { NextResponse, type NextRequest } from 'next/server';
import { SUCCESS, type Envelope } from '@/lib/contract/codes';
import { hallBaseUrl, HALL_TIMEOUT_MS } from '@/lib/hall/client';
import { newWechatState } from '@/lib/bff/wechat-state';

/** Where each kind of login comes back to (§2 social login callbacks). */
const CALLBACK = { web: '/vxLogin', official: '/publicWxLogin' } as const;

export async function GET(request: NextRequest) {
  const kind = request.nextUrl.searchParams.get('kind') === 'official' ? 'official' : 'web';
  const origin = process.env.SITE_URL ?? request.nextUrl.origin;
  const query = new URLSearchParams({ kind, redirect_uri: new URL(CALLBACK[kind], origin).href, state: await newWechatState() });
  try {
    const res = await fetch(new URL(`/api/member/wx_authorize_url?${query}`, hallBaseUrl()), {
      headers: { language: request.cookies.get('language')?.value ?? 'zh-CN' },
      signal: AbortSignal.timeout(HALL_TIMEOUT_MS),
      cache: 'no-store',
    });
    const envelope = (await res.json()) as Envelope<{ url: string }>;
    if (envelope.code === SUCCESS && envelope.data?.url) return NextResponse.redirect(new URL(envelope.data.url, origin));
  } catch {
    // the hall API is down: back to the page, where the login overlay stays available
  }
  return NextResponse.redirect(new URL('/?wechat=failed', origin));
}
