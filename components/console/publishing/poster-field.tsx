'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FILE_RULES } from '@/lib/contract/uploads';
import { useFailureText } from '@/lib/client/failure-text';
import { fileRefusal, uploadStaffCall } from '@/lib/client/upload';
import { fileCalls } from '@/lib/contract/file-calls';
import { acceptOf, useFileRefusalText } from '@/components/ui/file-picker';

/**
 * A picture (a poster, a banner): what it is now, and a new one uploaded at once, its type and size checked before it
 * is sent (the hall API checks its bytes and size again).
 */
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
  const tc = useTranslations('common');
  const failure = useFailureText();
  const refusalText = useFileRefusalText();
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const busy = sent !== null;

  async function choose(file: File | undefined) {
    if (!file) return;
    const refusal = fileRefusal(file, FILE_RULES.picture);
    setMessage(refusal && refusalText(refusal));
    if (refusal) return;
    setSent(0);
    try {
      onChange((await uploadStaffCall(fileCalls.uploadPicture, {}, file, { onProgress: setSent })).path);
    } catch (e) {
      setMessage(failure(e));
    } finally {
      setSent(null);
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
          accept={acceptOf(FILE_RULES.picture)}
          disabled={busy}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block text-sm"
        />
        <p id={`${id}-hint`} className="text-muted mt-1 text-xs">
          {busy ? tc('uploadProgress', { percent: Math.round(sent * 100) }) : t('posterHint')}
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
