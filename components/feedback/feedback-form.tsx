'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FEEDBACK_MAX, FEEDBACK_TOPICS, feedbackPayload } from '@/lib/contract/feedback';
import { bffCall } from '@/lib/client/call';
import { feedbackCalls } from '@/lib/contract/member-calls';
import { Cancelled, useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields, validate } from '@/lib/client/form-errors';
import { LoginType } from '@/lib/contract/codes';
import { useLogin } from '@/lib/hooks/use-login';
import { SelectField, TextAreaField, TextField, submitButton } from '@/components/ui/form-field';
import { FormMessage, type Notice } from '@/components/ui/form-message';
import { useSlideGate } from '@/components/account/use-slide-gate';

const EMPTY = { topic: '', text: '', contact: '' };

/**
 * The feedback form: a topic, the message, an optional phone or e-mail to answer at. Checked with the contract here
 * and again by the hall API; the slide puzzle comes once the form is right, just before sending.
 */
export function FeedbackForm() {
  const t = useTranslations('feedback');
  // A member's answer comes as a station letter; a visitor's at the contact they leave.
  const member = useLogin().loginType === LoginType.member;
  const failure = useFailureText();
  const errorText = useErrorText();
  const gate = useSlideGate('personal');
  const { values, errors, setErrors, setValues, bind } = useFormFields({ ...EMPTY });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    // The ticket is checked last: a form with a mistake asks for no puzzle.
    const checked = validate(feedbackPayload.omit({ ticket: true }), values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const ticket = await gate.pass();
      await bffCall(feedbackCalls.send, { body: { ...checked.data, ticket } });
      setValues({ ...EMPTY });
      setNotice({ ok: true, text: member ? t('sentMember') : t('sent') });
    } catch (err) {
      if (!(err instanceof Cancelled)) setNotice({ ok: false, text: failure(err, t('failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {gate.puzzle}
      <form onSubmit={submit} noValidate hidden={gate.active} className="grid gap-4" data-testid="feedback-form">
        <SelectField id="feedback-topic" label={t('topic')} value={values.topic} onChange={bind('topic')} error={errorText(errors.topic)}>
          <option value="">{t('chooseTopic')}</option>
          {FEEDBACK_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="feedback-text"
          label={t('text')}
          rows={6}
          maxLength={FEEDBACK_MAX}
          value={values.text}
          onChange={bind('text')}
          error={errorText(errors.text)}
          hint={t('textHint', { max: FEEDBACK_MAX })}
        />
        <TextField
          id="feedback-contact"
          label={t('contact')}
          autoComplete="email"
          maxLength={100}
          value={values.contact}
          onChange={bind('contact')}
          error={errorText(errors.contact)}
          hint={member ? t('contactHintMember') : t('contactHint')}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={submitButton} disabled={busy} data-testid="feedback-submit">
            {busy ? t('sending') : t('submit')}
          </button>
          <FormMessage text={notice?.text} ok={notice?.ok} />
        </div>
      </form>
    </>
  );
}
