import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '../../i18n/messages';
import type { SandboxTrade } from './sandbox-trades';
import { fenToYuan } from './wire';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

// Darker than the brands' own blue and green, so white button text keeps a 4.5:1 contrast.
const BRAND = { alipay: '#0958d9', wechat: '#067a3e' } as const;

const style = (brand: string) =>
  `*{box-sizing:border-box}body{margin:0;background:#f2f3f5;color:#1f1f1f;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}` +
  `main{max-width:30rem;margin:3rem auto;background:#fff;border-radius:12px;padding:1.5rem 1.5rem 2rem;box-shadow:0 2px 12px rgba(0,0,0,.08);border-top:6px solid ${brand}}` +
  `h1{font-size:1.35rem;margin:0 0 .5rem}.intro{color:#555;font-size:.9rem;margin:0 0 1.25rem}` +
  `dl{margin:0 0 1.5rem}dl div{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;border-bottom:1px solid #eee}` +
  `dt{color:#555;flex:none}dd{margin:0;text-align:right;overflow-wrap:anywhere}.amount{font-size:1.6rem;font-weight:700;color:${brand}}` +
  `.actions{display:flex;flex-wrap:wrap;gap:.75rem}.actions form{flex:1 1 11rem;margin:0}` +
  `button,a.button{display:block;width:100%;min-height:48px;padding:.7rem 1rem;border-radius:8px;font:inherit;font-weight:600;text-align:center;cursor:pointer;text-decoration:none}` +
  `.primary{background:${brand};color:#fff;border:2px solid ${brand}}.secondary{background:#fff;color:#1f1f1f;border:2px solid #8c8c8c}` +
  `button:focus-visible,a:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}.state{font-weight:600;margin:0 0 1rem}` +
  `@media (max-width:480px){main{margin:0;min-height:100vh;border-radius:0;padding:1.25rem 1rem 2rem}}`;

export type CashierView =
  { kind: 'open' | 'paid' | 'closed'; trade: SandboxTrade; returnUrl: string } | { kind: 'missing'; returnUrl: string };

/** The sandbox cashier: the trade and two plain forms, or the state of a trade that can no longer be paid. */
export function cashierPage(view: CashierView, locale: Locale): string {
  const t = messagesFor(locale).payCashier;
  const trade = view.kind === 'missing' ? undefined : view.trade;
  const title = trade ? t[trade.provider] : t.title;
  const brand = BRAND[trade?.provider ?? 'alipay'];
  const form = (action: 'pay' | 'cancel', label: string, css: string) =>
    `<form method="post" action="/api/dev/cashier/${encodeURIComponent(trade!.tradeNo)}/${action}">` +
    `<input type="hidden" name="lang" value="${locale}">` +
    `<button type="submit" class="${css}" data-testid="cashier-${action}">${escape(label)}</button></form>`;
  const details = trade
    ? `<dl><div><dt>${escape(t.subject)}</dt><dd data-testid="cashier-subject">${escape(trade.subject)}</dd></div>` +
      `<div><dt>${escape(t.amount)}</dt><dd class="amount" data-testid="cashier-amount">¥${fenToYuan(trade.amountFen)}</dd></div>` +
      `<div><dt>${escape(t.orderNo)}</dt><dd>${escape(trade.orderNo)}</dd></div></dl>`
    : '';
  const body =
    view.kind === 'open'
      ? `<div class="actions">${form('pay', t.pay, 'primary')}${form('cancel', t.cancel, 'secondary')}</div>`
      : `<p class="state" role="status" data-testid="cashier-state">${escape(view.kind === 'missing' ? t.notFound : t[view.kind])}</p>` +
        `<a class="button secondary" href="${escape(view.returnUrl)}">${escape(t.back)}</a>`;
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${style(brand)}</style></head>` +
    `<body><main><h1>${escape(title)}</h1><p class="intro">${escape(t.intro)}</p>${details}${body}</main></body></html>`
  );
}
