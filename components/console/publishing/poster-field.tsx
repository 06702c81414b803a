'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { uploadPicture } from '@/lib/client/staff-bff';
import { useFailureText } from '@/lib/client/failure-text';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** The poster: what it is now, and a new picture uploaded at once (the hall API checks its bytes and size). */
export function PosterField({ value, onChange, error }: { value: string; onChange: (path: string) => void; error?: string }) {
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
          className="border-line h-40 w-28 rounded border object-cover"
          data-testid="poster-preview"
        />
      )}
      <div>
        <label htmlFor="performance-poster" className="mb-1 block text-sm font-medium">
          {t('poster')}
        </label>
        <input
          id="performance-poster"
          data-testid="performance-poster"
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-describedby={shown ? 'performance-poster-error' : 'performance-poster-hint'}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block text-sm"
        />
        <p id="performance-poster-hint" className="text-muted mt-1 text-xs">
          {busy ? t('uploading') : t('posterHint')}
        </p>
        {shown && (
          <p id="performance-poster-error" role="alert" className="text-brand mt-1 text-sm">
            {shown}
          </p>
        )}
      </div>
    </div>
  );
}
