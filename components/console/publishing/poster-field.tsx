'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { uploadPicture } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** A picture (a poster, a banner): what it is now, and a new one uploaded at once (the hall API checks its bytes and size). */
export function PosterField({
  value,
  onChange,
  error,
  id = 'performance-poster',
  label,
  wide = false,
}: {
  value: string;
  onChange: (path: string) => void;
  error?: string;
  id?: string;
  label?: string;
  /** A landscape picture (a banner), previewed as such. */
  wide?: boolean;
}) {
  const t = useTranslations('console.editor');
  const failure = useFailureText();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      onChange((await uploadPicture(file)).path);
    } catch (e) {
      setMessage(failure(e));
    } finally {
      setBusy(false);
    }
  }

  const shown = message ?? error;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {value && (
        <img
          src={value}
          alt={t('posterPreview')}
          className={`border-line rounded border object-cover ${wide ? 'h-24 w-48' : 'h-40 w-28'}`}
          data-testid={`${id}-preview`}
        />
      )}
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {label ?? t('poster')}
        </label>
        <input
          id={id}
          data-testid={id}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block text-sm"
        />
        <p id={`${id}-hint`} className="text-muted mt-1 text-xs">
          {busy ? t('uploading') : t('posterHint')}
        </p>
        {shown && (
          <p id={`${id}-error`} role="alert" className="text-brand mt-1 text-sm">
            {shown}
          </p>
        )}
      </div>
    </div>
  );
}
