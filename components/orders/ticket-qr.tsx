'use client';

import { useEffect, useState } from 'react';

/**
 * An e-ticket's code as a QR image. The encoder is imported when a ticket is first shown, so it travels only
 * with the order detail, never with other pages.
 */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div className="flex size-40 items-center justify-center bg-white" data-testid="ticket-qr-box">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          width={160}
          height={160}
          className="size-40"
          data-testid="ticket-qr"
        />
      ) : (
        <span aria-hidden className="bg-line size-36 animate-pulse rounded" />
      )}
    </div>
  );
}
