import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { findRichText } from '@/lib/hall/content';
import { RichText } from '@/components/content/rich-text';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { GroupForm } from './group-form';
import { richTextCalls } from '@/lib/contract/content-calls';

/** /groupApp: the group notes (a site param, editable without a release) folded above the intention form. */
export async function GroupApp({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'groupVisit' });
  const notes = await findRichText(locale, richTextCalls.visitTeamRule);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <h1 className="font-serif text-2xl font-semibold lg:text-3xl">{t('title')}</h1>
      <p className="text-muted mt-2">{t('lead')}</p>
      <details className="border-line mt-6 rounded border bg-white" data-testid="group-notes" open>
        <summary className="min-h-11 cursor-pointer px-4 py-3 font-medium">{t('notesTitle')}</summary>
        {/* Scrolls when the notes are long: reachable by keyboard, named, and shadowed at an edge with more beyond it. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={t('notesTitle')}
          className="border-line scroll-cue-y focus-visible:outline-brand max-h-72 overflow-y-auto border-t px-4 py-3 text-sm"
          data-testid="group-notes-text"
        >
          {notes ? <RichText html={notes} /> : <p>{t('notesFallback')}</p>}
        </div>
      </details>
      <div className="mt-6">
        <ClientNamespaces names={['groupVisit']}>
          <GroupForm />
        </ClientNamespaces>
      </div>
    </div>
  );
}
