'use client';

import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { FileRule } from '@/lib/contract/uploads';
import { fileRefusal, newUploadKey, type FileRefusal } from '@/lib/client/upload';

/** What the picker hands over with a file it accepts: the key of this upload and where to report its progress. */
export type PickedUpload = { key: string; onProgress: (sent: number) => void };

/** The picker's words for a file it does not send, with the limit or the types in them ("at most 10 MB"). */
export function useFileRefusalText() {
  const te = useTranslations('errors');
  const locale = useLocale();
  return (refusal: FileRefusal) =>
    refusal.key === 'uploadTooLarge'
      ? te('uploadTooLarge', { max: refusal.max })
      : te('uploadWrongType', { types: new Intl.ListFormat(locale, { type: 'disjunction' }).format(refusal.types) });
}

/** The `accept` attribute of a file input for a rule: its types and endings. */
export const acceptOf = (rule: FileRule) => [...rule.types, ...rule.extensions].join(',');

/**
 * A button that opens the file chooser and hands over the file chosen (the input stays hidden, so the button looks
 * like the others); the same file may be chosen again. A file too large or of another type is refused here, before a
 * byte is sent; while `onFile`'s upload runs, its progress shows. `testId` names the button, `${testId}-input` the
 * input.
 */
export function FilePicker({
  label,
  rule,
  onFile,
  disabled,
  className,
  testId,
}: {
  label: string;
  rule: FileRule;
  /** Sends the file (lib/client/upload.ts) with the picked upload's key and progress; the picker waits for it. */
  onFile: (file: File, upload: PickedUpload) => unknown;
  disabled?: boolean;
  className: string;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const t = useTranslations('common');
  const refusalText = useFileRefusalText();
  const [refused, setRefused] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  async function choose(file: File) {
    const refusal = fileRefusal(file, rule);
    setRefused(refusal && refusalText(refusal));
    if (refusal) return;
    setSent(0);
    try {
      // A key per chosen file: a retry of this upload is the same upload to the hall API.
      await onFile(file, { key: newUploadKey(), onProgress: setSent });
    } finally {
      setSent(null);
    }
  }

  const percent = sent === null ? null : Math.round(sent * 100);
  return (
    <>
      <button
        type="button"
        disabled={disabled || sent !== null}
        onClick={() => input.current?.click()}
        className={className}
        data-testid={testId}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(rule)}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) void choose(chosen);
        }}
      />
      {percent !== null && (
        <span role="status" className="text-muted inline-flex items-center gap-2 text-sm" data-testid={`${testId}-progress`}>
          <progress value={percent} max={100} className="h-2 w-24" aria-hidden />
          {t('uploadProgress', { percent })}
        </span>
      )}
      {refused && (
        <span role="alert" className="text-brand text-sm" data-testid={`${testId}-refused`}>
          {refused}
        </span>
      )}
    </>
  );
}
