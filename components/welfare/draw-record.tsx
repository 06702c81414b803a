'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { WelfareDraw } from '@/lib/contract/welfare';
import { formatStamp } from '@/lib/format';
import { useWelfareDraw } from '@/lib/hooks/use-welfare';
import { drawOrder, sha256Hex } from '@/lib/contract/welfare-draw';
import { secondaryButton } from '@/components/ui/form-field';

type Props = { round: { id: number; seedHash: string; drawn: boolean } };

/**
 * The published draw: the seed's fingerprint from the start; once drawn the seed, every application number in the
 * drawn order, and a button that re-runs the draw in this browser (lib/welfare/draw, the hall API's own code) and
 * says whether the seed matches its fingerprint and the order matches the one published.
 */
export function DrawRecord({ round }: Props) {
  const t = useTranslations('welfare.draw');
  const [open, setOpen] = useState(false);
  const { data: draw } = useWelfareDraw(open ? round.id : null);
  return (
    <details className="border-line mt-4 border-t pt-3 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="welfare-draw">
      <summary className="text-brand cursor-pointer py-1 font-medium">{round.drawn ? t('titleDrawn') : t('title')}</summary>
      <p className="text-muted mt-2">{t('seedHash')}</p>
      <code className="bg-paper block rounded p-2 text-xs break-all" data-testid="welfare-seed-hash">
        {round.seedHash}
      </code>
      {draw && <Published draw={draw} />}
    </details>
  );
}

function Published({ draw }: { draw: WelfareDraw }) {
  const t = useTranslations('welfare.draw');
  const [check, setCheck] = useState<'match' | 'mismatch' | null>(null);
  async function rerun() {
    const drawn = draw.entries.filter((e) => !e.late).map((e) => e.applicationNo);
    const seedMatches = (await sha256Hex(draw.seed!)) === draw.seedHash;
    const again = await drawOrder(draw.seed!, drawn);
    setCheck(seedMatches && again.every((no, i) => no === drawn[i]) ? 'match' : 'mismatch');
  }
  return (
    <div className="mt-3 space-y-3">
      {draw.seed ? (
        <>
          <p className="text-muted">{t('seed', { at: formatStamp(draw.drawnAt!) })}</p>
          <code className="bg-paper block rounded p-2 text-xs break-all" data-testid="welfare-seed">
            {draw.seed}
          </code>
          <p className="text-muted text-xs">{t('how')}</p>
        </>
      ) : (
        <p className="text-muted">{t('notYet', { count: draw.entries.length })}</p>
      )}
      {draw.entries.length > 0 && (
        <div className="max-h-80 overflow-auto">
          <table className="w-full text-left text-xs tabular-nums" data-testid="welfare-draw-list">
            <thead className="text-muted">
              <tr>
                <th className="py-1 pr-3 font-normal">{t('rank')}</th>
                <th className="py-1 pr-3 font-normal">{t('applicationNo')}</th>
                <th className="py-1 font-normal">{t('name')}</th>
              </tr>
            </thead>
            <tbody>
              {draw.entries.map((e) => (
                <tr key={e.applicationNo} className="border-line border-t">
                  <td className="py-1 pr-3">{e.rank ?? '—'}</td>
                  <td className="py-1 pr-3 font-mono">{e.applicationNo}</td>
                  <td className="py-1">
                    {e.name}
                    {e.late && <span className="text-muted"> · {t('late')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {draw.seed && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={secondaryButton} onClick={() => void rerun()} data-testid="welfare-rerun">
            {t('rerun')}
          </button>
          {check && (
            <p role="status" className={check === 'match' ? 'text-green-800' : 'text-brand'} data-testid="welfare-rerun-result">
              {t(check)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
