'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { ProjectStep } from '@/lib/contract/enterprise-project';
import type { ProjectFileView } from '@/lib/contract/rental';
import { ADJUSTMENT_KINDS, adjustmentRequest } from '@/lib/contract/rental-coordination';
import { bffCall } from '@/lib/client/call';
import { renterCalls } from '@/lib/contract/rental-calls';
import { useErrorText, validate, type FieldErrors } from '@/lib/client/form-errors';
import { useAction } from '@/lib/client/use-action';
import { SelectField, TextAreaField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { FILE_RULES } from '@/lib/contract/uploads';
import { uploadCall } from '@/lib/client/upload';
import { FilePicker, type PickedUpload } from '@/components/ui/file-picker';

/**
 * On /projectCoordination: a change request or a technical rider for the hall (§7 PUT projectadjust), with a file
 * when one helps; while one waits for the hall's answer, the renter is told so instead.
 */
export function AdjustmentForm({ step, changed }: { step: ProjectStep; changed: () => void }) {
  const t = useTranslations('enterprise.projects.adjustments');
  const errorText = useErrorText();
  const [kind, setKind] = useState<(typeof ADJUSTMENT_KINDS)[number]>('change');
  const [request, setRequest] = useState('');
  const [file, setFile] = useState<ProjectFileView | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { notice, busy, run } = useAction();
  if (step.process !== 'coordination' || step.state !== 'current') return null;
  if (step.project.status === 'submitted')
    return (
      <p className="bg-paper mt-4 rounded p-3 text-sm" data-testid="adjustment-waiting">
        {t('waiting')}
      </p>
    );

  const attach = (chosen: File, picked: PickedUpload) =>
    run(async () => {
      const query = { projectId: step.project.id, kind: 'rider', name: chosen.name.slice(0, 120) } as const;
      setFile(await uploadCall(renterCalls.uploadFile, { query }, chosen, picked));
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(adjustmentRequest, { id: step.project.id, kind, request, fileId: file?.id });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const body = checked.data;
    if (await run(() => bffCall(renterCalls.requestAdjustment, { body }), t('sent'))) {
      setRequest('');
      setFile(null);
      changed();
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="border-gold/40 bg-gold/5 mt-5 grid gap-3 rounded border p-4"
      data-testid="adjustment-form"
    >
      <SelectField id="adjustment-kind" label={t('kind')} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
        {ADJUSTMENT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="adjustment-request"
        label={t('request')}
        rows={3}
        maxLength={2000}
        value={request}
        onChange={(e) => setRequest(e.target.value)}
        error={errorText(errors.request)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker
          label={t('fileChoose')}
          rule={FILE_RULES.paper}
          onFile={attach}
          disabled={busy}
          className={secondaryButton}
          testId="adjustment-file"
        />
        {file && <span className="text-sm text-green-800">{t('fileChosen', { name: file.name })}</span>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={primaryButton} data-testid="adjustment-submit">
          {t('submit')}
        </button>
        <FormMessage text={notice?.text} ok={notice?.ok} />
      </div>
    </form>
  );
}
