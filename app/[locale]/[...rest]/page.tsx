import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

// Paths that are not a page of the spec land here (proxy.ts rewrites them under the locale) and get a 404.
export default async function UnknownPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  notFound();
}
