'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { EnterpriseLoginPanel } from './enterprise-login-panel';
import { EnterpriseResetPanel } from './enterprise-reset-panel';

/** The venue-rental login overlay (§2): phone and password, or the reset view behind "forgot password". */
export function EnterpriseOverlay({ open, close }: { open: boolean; close: () => void }) {
  const t = useTranslations('login');
  const [view, setView] = useState<'login' | 'reset'>('login');
  const onClose = () => {
    setView('login');
    close();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t(view === 'login' ? 'enterpriseTitle' : 'enterpriseResetTitle')}
      closeLabel={t('close')}
      variant="center"
      narrow
      testId="enterprise-overlay"
    >
      {view === 'login' ? (
        <EnterpriseLoginPanel onForgot={() => setView('reset')} close={onClose} />
      ) : (
        <EnterpriseResetPanel onDone={() => setView('login')} />
      )}
    </Dialog>
  );
}
