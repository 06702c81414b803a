'use client';

import { useTranslations } from 'next-intl';
import type { ProjectEventView } from '@/lib/contract/rental';
import { formatDayTime } from '@/lib/format';
import { ProjectSection } from './project-section';

/**
 * Every move of the project, newest first: when, who (the renter, the hall's staff, the system), what and why.
 * The renter reads "you" and "the hall"; the rental staff read "the renter" and their colleague's name.
 */
export function ProjectHistory({ events, viewer = 'renter' }: { events: ProjectEventView[]; viewer?: 'renter' | 'staff' }) {
  const t = useTranslations('enterprise.projects');
  const who = (e: ProjectEventView) =>
    e.party === 'renter'
      ? t(viewer === 'renter' ? 'history.you' : 'history.renter')
      : e.party === 'staff'
        ? (viewer === 'staff' && e.staff) || t('history.hall')
        : t('history.system');
  return (
    <ProjectSection name="project-history" title={t('history.title')}>
      {events.length === 0 ? (
        <p className="text-muted mt-2">{t('history.empty')}</p>
      ) : (
        <ol className="border-line mt-3 space-y-3 border-l pl-4">
          {[...events].reverse().map((e, i) => (
            <li key={`${e.at}-${i}`} className="relative" data-testid="history-line" data-action={e.action}>
              <span aria-hidden className="bg-gold absolute top-2 -left-[1.3rem] h-2 w-2 rounded-full" />
              <p className="text-sm">
                <time className="text-muted mr-2 tabular-nums" dateTime={e.at}>
                  {formatDayTime(e.at)}
                </time>
                <span className="font-medium">{t.has(`moves.${e.action}`) ? t(`moves.${e.action}`) : e.action}</span>
                <span className="text-muted"> · {who(e)}</span>
              </p>
              {e.note && <p className="text-muted mt-0.5 text-sm whitespace-pre-line">{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </ProjectSection>
  );
}
