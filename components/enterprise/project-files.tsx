'use client';

import { useTranslations } from 'next-intl';
import type { ProjectFileView, RentalHoldView } from '@/lib/contract/rental';
import { formatDayTime } from '@/lib/format';
import { ProjectSection } from './project-section';
import { projectFileHref } from './project-file-href';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/**
 * The project's papers, each a download served to its renter (GET /api/enterpriseprojectrent/file) or the rental
 * staff (GET /api/staff/rental/files/{id}) only; `viewer` says which, and whose words "by you" are.
 */
export function ProjectFiles({ files, viewer = 'renter' }: { files: ProjectFileView[]; viewer?: 'renter' | 'staff' }) {
  const t = useTranslations('enterprise.projects.files');
  return (
    <ProjectSection name="project-files" title={t('title')}>
      {files.length === 0 ? (
        <p className="text-muted mt-2">{t('empty')}</p>
      ) : (
        <ul className="divide-line border-line mt-3 divide-y border-t">
          {files.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="project-file">
              <span className="bg-paper rounded px-2 py-0.5 text-xs">{t(`kinds.${f.kind}`)}</span>
              <a
                href={projectFileHref(f.id, viewer)}
                className="text-brand min-w-0 break-all hover:underline"
                download={f.name}
                data-testid="project-file-link"
              >
                {f.name}
              </a>
              <span className="text-muted text-xs">
                {kb(f.size)} · {f.by === 'staff' ? t('byHall') : viewer === 'renter' ? t('byYou') : t('byRenter')} ·{' '}
                {formatDayTime(f.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ProjectSection>
  );
}

/** The halls held for the project: which, when, how (first or second option, definite) and until when. */
export function ProjectHolds({ holds }: { holds: RentalHoldView[] }) {
  const t = useTranslations('enterprise.projects.holds');
  if (!holds.length) return null;
  return (
    <ProjectSection name="project-holds" title={t('title')}>
      <ul className="mt-3 space-y-2">
        {holds.map((h) => (
          <li
            key={h.id}
            className={`rounded border p-3 text-sm ${h.released ? 'border-line text-muted' : 'border-gold/40 bg-gold/5'}`}
            data-testid="project-hold"
          >
            <span className="font-medium">{h.hall.name}</span> · {formatDayTime(h.startsAt)} – {formatDayTime(h.endsAt)} ·{' '}
            <span data-testid="project-hold-option">{t(h.option)}</span>
            {h.released ? ` · ${t('released')}` : h.expiresAt ? ` · ${t('until', { at: formatDayTime(h.expiresAt) })}` : ''}
          </li>
        ))}
      </ul>
    </ProjectSection>
  );
}
