'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { StationLetter } from '@/lib/contract/member';
import { isSitePath } from '@/lib/contract/site-path';
import { bffCall } from '@/lib/client/call';
import { lettersOf } from '@/lib/contract/member-calls';
import { useFailureText } from '@/lib/client/failure-text';
import { toast } from '@/lib/client/toast';
import { formatDayTime } from '@/lib/format';
import { localized, type Locale } from '@/lib/i18n/locales';
import { LETTERS_PAGE_SIZE, useStationLetters, type LetterBase } from '@/lib/hooks/use-station-letters';
import { useUnreadLetters } from '@/lib/hooks/use-unread-letters';
import { AccountState } from '@/components/ui/account-state';
import { Panel } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';

/**
 * /userStationLetter: the member's messages with the unread count; opening one marks it read. A venue renter reads
 * theirs (the steps of their projects) the same way under /api/enterpriseuser (`base`). A letter is plain text (what
 * staff wrote into it is shown as written, never read as HTML), and the page it points to is a link beside it.
 */
export function StationLetters({ base }: { base?: LetterBase }) {
  const t = useTranslations('member.letters');
  const failure = useFailureText();
  const locale = useLocale() as Locale;
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error, mutate } = useStationLetters(page, base);
  const { data: unread, mutate: setUnread } = useUnreadLetters(true, base);
  const calls = lettersOf(base);

  /** Both mark-read calls answer the new unread count, which the menu badge shares. */
  const markRead = async (mark: () => Promise<{ unread: number }>) => {
    try {
      await setUnread(await mark(), { revalidate: false });
    } catch (err) {
      const text = failure(err, t('failed'));
      if (text) toast(text, { kind: 'error' });
    }
    await mutate();
  };
  const toggle = (letter: StationLetter) => {
    setOpen(open === letter.id ? null : letter.id);
    if (!letter.readAt && open !== letter.id) void markRead(() => bffCall(calls.read, { params: { id: letter.id } }));
  };

  if (!data) return <AccountState area={calls.list.access} error={error} retry={() => mutate()} />;
  const count = unread?.unread ?? 0;
  return (
    <Panel
      title={t('unread', { count })}
      action={
        count > 0 && (
          <button
            type="button"
            onClick={() => markRead(() => bffCall(calls.readAll, {}))}
            className={secondaryButton}
            data-testid="letters-read-all"
          >
            {t('allRead')}
          </button>
        )
      }
      testId="letters"
    >
      {data.list.length === 0 ? (
        <p className="text-muted py-10 text-center">{t('empty')}</p>
      ) : (
        <ul className="divide-line border-line divide-y border-y">
          {data.list.map((letter) => {
            const expanded = open === letter.id;
            const title = localized(letter, 'title', locale);
            return (
              <li key={letter.id} data-testid="letter-item" data-read={letter.readAt ? 'true' : 'false'}>
                <h3>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`letter-${letter.id}`}
                    onClick={() => toggle(letter)}
                    className="hover:bg-paper flex w-full items-start gap-3 px-1 py-4 text-left sm:px-3"
                    data-testid="letter-toggle"
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-2 size-2 shrink-0 rounded-full ${letter.readAt ? 'bg-transparent' : 'bg-brand'}`}
                    />
                    <span className="min-w-0 flex-1">
                      <span className={`block ${letter.readAt ? 'text-ink/80' : 'font-semibold'}`}>
                        {!letter.readAt && <span className="sr-only">{t('unreadMark')} </span>}
                        {title}
                      </span>
                      <span className="text-muted mt-1 block text-xs">{formatDayTime(letter.createdAt)}</span>
                    </span>
                    <span className="text-muted shrink-0 text-sm">{expanded ? t('collapse') : t('expand')}</span>
                  </button>
                </h3>
                {expanded && (
                  <div id={`letter-${letter.id}`} className="bg-paper mb-4 rounded px-4 py-3 text-sm sm:ml-8" data-testid="letter-body">
                    <p className="leading-relaxed break-words whitespace-pre-wrap">{localized(letter, 'body', locale)}</p>
                    {letter.link && isSitePath(letter.link) && (
                      <Link href={letter.link} className="text-brand mt-2 inline-block underline" data-testid="letter-link">
                        {t('link')}
                      </Link>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} total={data.total} pageSize={LETTERS_PAGE_SIZE} onPage={setPage} />
    </Panel>
  );
}
