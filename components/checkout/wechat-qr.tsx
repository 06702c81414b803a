'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * The WeChat Native code as an image (desktop). The QR library is imported here, on demand, so it never
 * weighs on pages that do not pay. The sandbox's code points at its own cashier on this site; a desktop
 * tester without a phone may open it directly.
 */
export function WechatQr({ codeUrl }: { codeUrl: string }) {
  const t = useTranslations('checkout');
  const [svg, setSvg] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(codeUrl, { type: 'svg', margin: 1, width: 220 }))
      .then(
        (s) => live && setSvg(s),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [codeUrl]);
  const sandbox = codeUrl.startsWith(`${window.location.origin}/api/dev/cashier/`);
  return (
    <figure className="flex flex-col items-center gap-3" data-testid="wechat-qr" data-code-url={codeUrl}>
      <div className="border-line flex h-[220px] w-[220px] items-center justify-center rounded border bg-white">
        {failed && <p className="p-4 text-center text-sm">{t('wechatQrFailed')}</p>}
        {svg && (
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('wechatQrLabel')} width={220} height={220} />
        )}
      </div>
      <figcaption className="text-sm">{t('wechatScan')}</figcaption>
      {sandbox && (
        <a href={codeUrl} target="_blank" rel="noopener" className="text-brand text-sm underline" data-testid="wechat-sandbox-link">
          {t('sandboxOpen')}
        </a>
      )}
    </figure>
  );
}
