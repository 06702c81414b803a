'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { RentalProjectView } from '@/lib/contract/rental';
import { statementBody } from '@/lib/contract/rental-settlement';
import { callHref } from '@/lib/contract/call';
import { staffRentalCalls } from '@/lib/contract/staff-rental-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useErrorText, type FieldErrors } from '@/lib/client/form-errors';
import { useRows } from '@/lib/client/use-rows';
import { fromYuanInput, toYuanInput } from '@/lib/console/yuan-input';
import { Panel } from '@/components/ui/panel';
import { TextField, primaryButton, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { ProjectStatement } from '@/components/enterprise/project-statement';
import { useSave } from '../form-kit/use-save';
import { SaveBar } from '../form-kit/save-bar';

type Props = { project: RentalProjectView; changed: () => void };
type Extra = { name: string; amount: string };

/**
 * The settlement for the rental staff: the statement as issued, issuing it (extras and the hall's share of the
 * takings; again after the renter questioned it) and, once the renter confirmed it, settling the project.
 */
export function StatementForm({ project, changed }: Props) {
  const t = useTranslations('console.rental.statement');
  const errorText = useErrorText();
  const {
    rows: extras,
    set,
    remove,
    add,
  } = useRows<Extra>(() => (project.statement?.extras ?? []).map((e) => ({ name: e.name, amount: toYuanInput(e.amountFen) })));
  const [share, setShare] = useState(() => String(project.statement?.hallSharePercent ?? 10));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { notice, busy, run, save } = useSave({ setErrors });
  if (project.process !== 'settlement') return null;
  const issuable = project.status === 'submitted' || project.status === 'draft';

  async function issue(e: FormEvent) {
    e.preventDefault();
    const payload = {
      extras: extras.map((x) => ({ name: x.name, amountFen: fromYuanInput(x.amount, { negative: true }) })),
      hallSharePercent: share,
    };
    const issued = await save(
      statementBody,
      payload,
      (body) => staffCall(staffRentalCalls.issueStatement, { params: { id: project.id }, body }),
      t('issued'),
    );
    if (issued) changed();
  }
  const settle = async () => {
    if (await run(() => staffCall(staffRentalCalls.settle, { params: { id: project.id }, body: {} }), t('settled'))) changed();
  };

  return (
    <Panel title={t('title')} testId="rental-statement">
      <ProjectStatement
        statement={project.statement}
        pdfHref={callHref(staffRentalCalls.statementPdf, { params: { id: project.id } })}
        viewer="staff"
      />
      {issuable && (
        <form onSubmit={issue} noValidate className="border-line mt-5 grid gap-3 border-t pt-4" data-testid="statement-form">
          <p className="text-muted text-sm">{t('lead')}</p>
          {extras.map((x, i) => (
            <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
              <TextField
                id={`extra-${i}-name`}
                label={t('extraName')}
                maxLength={60}
                value={x.name}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              <TextField
                id={`extra-${i}-amount`}
                inputMode="decimal"
                label={t('amount')}
                value={x.amount}
                onChange={(e) => set(i, { amount: e.target.value })}
              />
              <button type="button" onClick={() => remove(i)} className={secondaryButton}>
                {t('remove')}
              </button>
            </div>
          ))}
          {errors.extras && (
            <p role="alert" className="text-brand text-sm">
              {errorText(errors.extras)}
            </p>
          )}
          <div>
            <button
              type="button"
              onClick={() => add({ name: '', amount: '' })}
              className={secondaryButton}
              data-testid="statement-add-extra"
            >
              {t('addExtra')}
            </button>
          </div>
          <TextField
            id="statement-share"
            inputMode="numeric"
            label={t('share')}
            value={share}
            onChange={(e) => setShare(e.target.value)}
            error={errorText(errors.hallSharePercent)}
          />
          <SaveBar label={t('issue')} testId="statement-issue" busy={busy} />
        </form>
      )}
      {project.status === 'approved' && (
        <button type="button" disabled={busy} onClick={settle} className={`${primaryButton} mt-4`} data-testid="statement-settle">
          {t('settle')}
        </button>
      )}
      <FormMessage text={notice?.text} ok={notice?.ok} className="mt-3" />
    </Panel>
  );
}
