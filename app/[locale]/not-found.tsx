import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('errorPage');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="not-found">
      <h1 className="font-serif text-2xl">{t('notFoundTitle')}</h1>
      <p className="text-muted mt-4">{t('notFoundText')}</p>
      <a href="/" className="bg-brand mt-8 inline-block rounded px-6 py-2 text-white">
        {t('home')}
      </a>
    </div>
  );
}
