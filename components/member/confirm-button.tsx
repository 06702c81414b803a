'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

/** A destructive action that asks once, in place, before it runs (no browser confirm box). */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  testId,
}: {
  label: string;
  question: string;
  onConfirm: () => Promise<void>;
  testId?: string;
}) {
  const t = useTranslations('member');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="text-muted hover:text-brand min-h-9 px-1 text-sm"
        data-testid={testId}
      >
        {label}
      </button>
    );
  }
  return (
    // On a narrow card the question takes its own line; the two answers always stay side by side.
    <span role="group" aria-label={question} className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2 text-sm">
      <span>{question}</span>
      <span className="flex gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
              setAsking(false);
            }
          }}
          className="bg-brand min-h-9 rounded px-3 text-white disabled:opacity-60"
          data-testid={testId && `${testId}-confirm`}
        >
          {t('confirm')}
        </button>
        <button type="button" onClick={() => setAsking(false)} className="border-line min-h-9 rounded border px-3">
          {t('cancel')}
        </button>
      </span>
    </span>
  );
}
