import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ClientNamespaces } from '@/components/ui/client-namespaces';
import { FeedbackForm } from '@/components/feedback/feedback-form';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'feedback' });
  return { title: t('title'), description: t('lead') };
}

/** /feedback (§1 "feedback"; the spec names no route): a message to the hall from anyone, in both languages. */
export default async function FeedbackPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'feedback' });
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 md:py-10">
      <h1 className="font-serif text-2xl font-semibold lg:text-3xl">{t('title')}</h1>
      <p className="text-muted mt-2">{t('lead')}</p>
      <div className="border-line mt-6 rounded-lg border bg-white p-4 md:p-6">
        <ClientNamespaces names={['feedback']}>
          <FeedbackForm />
        </ClientNamespaces>
      </div>
    </div>
  );
}
