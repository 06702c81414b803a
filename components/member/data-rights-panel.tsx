'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/form-field';
import { CloseAccountDialog } from './close-account-dialog';
import { callHref } from '@/lib/contract/call';
import { dataRightsCalls } from '@/lib/contract/member-calls';

/**
 * The member's rights over their data (PIPL art. 45, 47) on /accountSettings: a copy of everything the hall keeps of
 * theirs (GET /api/member/personal_data, a file the browser saves), and the way to close the account.
 */
export function DataRightsPanel() {
  const t = useTranslations('dataRights');
  const [closing, setClosing] = useState(false);
  const row = 'flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between sm:gap-8';
  return (
    <Panel title={t('title')} testId="data-rights">
      <div className="divide-line divide-y">
        <div className={`${row} pb-5`}>
          <div className="max-w-2xl">
            <h3 className="font-medium">{t('download.title')}</h3>
            <p className="text-muted mt-1 text-sm leading-relaxed">{t('download.lead')}</p>
            <p className="text-muted mt-1 text-sm leading-relaxed">{t('download.format')}</p>
          </div>
          <a
            href={callHref(dataRightsCalls.personalData, {})}
            download
            className={`${secondaryButton} shrink-0`}
            data-testid="data-download"
          >
            {t('download.button')}
          </a>
        </div>
        <div className={`${row} pt-5`}>
          <div className="max-w-2xl">
            <h3 className="font-medium">{t('close.title')}</h3>
            <p className="text-muted mt-1 text-sm leading-relaxed">{t('close.lead')}</p>
          </div>
          <button type="button" onClick={() => setClosing(true)} className={`${secondaryButton} shrink-0`} data-testid="close-account-open">
            {t('close.open')}
          </button>
        </div>
      </div>
      <CloseAccountDialog open={closing} onClose={() => setClosing(false)} />
    </Panel>
  );
}
