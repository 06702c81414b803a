'use client';

import { useTranslations } from 'next-intl';
import { submitButton } from '@/components/ui/form-field';
import type { PanelProps } from './panel';

/** Mode 4: after signing up, on to the personal information (mode 5) or skip. */
export function CongratsPanel({ go, close }: PanelProps) {
  const t = useTranslations('login');
  return (
    <div data-testid="login-mode-4" className="text-center">
      <div aria-hidden className="bg-brand/10 text-brand mx-auto mt-2 flex size-14 items-center justify-center rounded-full text-2xl">
        ♪
      </div>
      <h2 className="mt-4 font-serif text-xl">{t('congratsTitle')}</h2>
      <p className="text-muted mt-2">{t('congratsLead')}</p>
      <button type="button" onClick={() => go(5)} className={`${submitButton} mt-6`} data-testid="congrats-complete">
        {t('completeNow')}
      </button>
      <button type="button" onClick={close} className="text-muted hover:text-ink mt-3 w-full py-2 text-sm" data-testid="congrats-skip">
        {t('skip')}
      </button>
    </div>
  );
}
