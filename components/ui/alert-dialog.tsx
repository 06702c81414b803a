'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from './dialog';
import { primaryButton } from './form-field';

export type Alert = { title: string; message: string };

/** A message the visitor acknowledges (the spec's alerts): a title, the words and one button. */
export function AlertDialog({
  alert,
  okLabel,
  onClose,
  testId,
}: {
  alert: Alert | null;
  okLabel: string;
  onClose: () => void;
  testId?: string;
}) {
  const t = useTranslations('common');
  return (
    <Dialog open={!!alert} onClose={onClose} label={alert?.title ?? ''} closeLabel={t('close')} variant="center" narrow testId={testId}>
      {alert && (
        <div role="alert">
          <h2 className="pr-8 font-serif text-xl font-semibold" data-testid={testId && `${testId}-title`}>
            {alert.title}
          </h2>
          <p className="text-muted mt-3 leading-relaxed" data-testid={testId && `${testId}-message`}>
            {alert.message}
          </p>
        </div>
      )}
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className={primaryButton} data-testid={testId && `${testId}-ok`}>
          {okLabel}
        </button>
      </div>
    </Dialog>
  );
}
