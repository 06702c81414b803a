'use client';

import { useTranslations } from 'next-intl';
import type { AdjustmentView } from '@/lib/contract/rental-coordination';
import { formatDayTime } from '@/lib/format';
import { ProjectSection } from './project-section';
import { projectFileHref } from './project-file-href';

/** Coordination's requests, oldest first, each with its attachment and the hall's answer. */
export function ProjectAdjustments({ adjustments, viewer = 'renter' }: { adjustments: AdjustmentView[]; viewer?: 'renter' | 'staff' }) {
  const t = useTranslations('enterprise.projects.adjustments');
  return (
    <ProjectSection name="project-adjustments" title={t('title')}>
      {adjustments.length === 0 ? (
        <p className="text-muted mt-2">{t('empty')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {adjustments.map((a) => (
            <li key={a.id} className="border-line rounded border p-3" data-testid="project-adjustment" data-status={a.status}>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="bg-paper rounded px-2 py-0.5 text-xs">{t(`kinds.${a.kind}`)}</span>
                <time className="text-muted tabular-nums" dateTime={a.createdAt}>
                  {formatDayTime(a.createdAt)}
                </time>
                <span className={a.status === 'declined' ? 'text-muted' : a.status === 'accepted' ? 'text-green-800' : 'text-brand'}>
                  {t(`status.${a.status}`)}
                </span>
              </p>
              <p className="mt-1.5 whitespace-pre-line">{a.request}</p>
              {a.fileId !== null && (
                <a href={projectFileHref(a.fileId, viewer)} className="text-brand mt-1 inline-block text-sm hover:underline">
                  {t('file')}
                </a>
              )}
              {a.answer && (
                <p className="bg-paper mt-2 rounded p-2 text-sm whitespace-pre-line">
                  <span className="text-muted">{t('answer')}</span>
                  {a.answer}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </ProjectSection>
  );
}
