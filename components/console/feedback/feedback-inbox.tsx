'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { feedbackAnswerPayload, type StaffFeedback } from '@/lib/contract/feedback';
import { formatDayTime } from '@/lib/format';
import { staffFeedbackCalls } from '@/lib/contract/staff-feedback-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useErrorText } from '@/lib/client/form-errors';
import { TextAreaField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { FilterChoice } from '../filter-choice';
import { useSave } from '../form-kit/use-save';
import { ListStatus } from '../form-kit/list-status';
import { SaveBar } from '../form-kit/save-bar';

const FILTERS = ['open', 'answered', 'all'] as const;

/** Messages to the hall: those waiting first (oldest first), each answered once in place. */
export function FeedbackInbox() {
  const t = useTranslations('console.feedback');
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('open');
  const { data, error, mutate } = useStaffCall(staffFeedbackCalls.list, { query: { status } });
  return (
    <Panel title={t('inbox')} testId="feedback-inbox">
      <FilterChoice label={t('filter')} options={FILTERS} value={status} onChange={setStatus} labelOf={(f) => t(`filters.${f}`)} />
      <ListStatus rows={data} error={error} empty={t('empty')} />
      <ul className="divide-line divide-y">
        {data?.map((item) => (
          <FeedbackItem key={item.id} item={item} onAnswered={() => void mutate()} />
        ))}
      </ul>
    </Panel>
  );
}

function FeedbackItem({ item, onAnswered }: { item: StaffFeedback; onAnswered: () => void }) {
  const t = useTranslations('console.feedback');
  const tf = useTranslations('feedback');
  const from = item.memberPhone
    ? t('fromMember', { phone: item.memberPhone })
    : item.contact
      ? t('fromContact', { contact: item.contact })
      : t('anonymous');
  return (
    <li className="grid gap-2 py-4 text-sm" data-testid={`feedback-${item.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {tf(`topics.${item.topic}`)} · {from}
        </p>
        <p className="text-muted">{formatDayTime(item.createdAt)}</p>
      </div>
      <p className="break-words whitespace-pre-wrap">{item.text}</p>
      {item.answer ? (
        <p className="bg-paper rounded px-3 py-2 whitespace-pre-wrap" data-testid={`feedback-${item.id}-answer`}>
          {t('answered', { by: item.answeredBy ?? '', at: formatDayTime(item.answeredAt!) })}
          <br />
          {item.answer}
        </p>
      ) : (
        <AnswerForm item={item} onAnswered={onAnswered} />
      )}
    </li>
  );
}

/** The answer: a member reads it as a station letter; a visitor is answered at the contact they left. */
function AnswerForm({ item, onAnswered }: { item: StaffFeedback; onAnswered: () => void }) {
  const t = useTranslations('console.feedback');
  const errorText = useErrorText();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { notice, busy, save } = useSave({ setErrors: (errors) => setError(errors.answer) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const send = (body: { answer: string }) => staffCall(staffFeedbackCalls.answer, { params: { id: item.id }, body });
    if (await save(feedbackAnswerPayload, { answer }, send)) onAnswered();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <TextAreaField
        id={`feedback-${item.id}-reply`}
        label={t('answer')}
        rows={3}
        maxLength={1000}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={errorText(error)}
        hint={item.memberPhone ? t('answerHintMember') : t('answerHintVisitor')}
      />
      <SaveBar label={t('send')} testId={`feedback-${item.id}-send`} busy={busy} notice={notice} />
    </form>
  );
}
