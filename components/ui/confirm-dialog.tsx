'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from './dialog';
import { primaryButton, secondaryButton } from './form-field';

/** Asks before an action that cannot be undone; the dialog stays until the action has answered. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId?: string;
}) {
  const t = useTranslations('common');
  const [busy, setBusy] = useState(false);
  const close = () => !busy && onClose();
  return (
    <Dialog open={open} onClose={close} label={title} closeLabel={t('close')} variant="center" narrow testId={testId}>
      <h2 className="pr-8 font-serif text-xl font-semibold">{title}</h2>
      {message && <p className="text-muted mt-3 leading-relaxed">{message}</p>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={close} className={secondaryButton}>
          {cancelLabel}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
          className={primaryButton}
          data-testid={testId && `${testId}-confirm`}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
