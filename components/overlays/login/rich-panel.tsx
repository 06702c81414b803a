'use client';

import { useTranslations } from 'next-intl';
import { contentCalls, richTextCalls } from '@/lib/contract/content-calls';
import { useCall } from '@/lib/hooks/use-call';
import { RichText } from '@/components/content/rich-text';
import type { PanelProps } from './panel';

/** Modes 6 (membership notice, from sign-up) and 7 (membership benefits, from login): rich text with a way back. */
export function RichPanel({ go, kind }: PanelProps & { kind: 'notice' | 'benefits' }) {
  const t = useTranslations('login');
  const tc = useTranslations('common');
  const notice = useCall(contentCalls.notice, kind === 'notice' ? { query: { category: 'member' } } : null);
  const benefits = useCall(richTextCalls.memberBenefits, kind === 'benefits' ? {} : null);
  const { data, error } = kind === 'notice' ? notice : benefits;
  return (
    <div data-testid={`login-mode-${kind === 'notice' ? 6 : 7}`}>
      <h2 className="pr-8 font-serif text-xl">{t(kind === 'notice' ? 'noticeTitle' : 'benefitsTitle')}</h2>
      <div className="border-line mt-4 max-h-[55vh] overflow-y-auto rounded border p-4 text-sm">
        {data ? (
          <RichText html={data.context} />
        ) : (
          <p role="status" className="text-muted">
            {error ? t('richFailed') : tc('loading')}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => go(kind === 'notice' ? 2 : 0)}
        className="border-line hover:border-brand hover:text-brand mt-4 min-h-11 w-full rounded border"
        data-testid="rich-back"
      >
        {tc('back')}
      </button>
    </div>
  );
}
