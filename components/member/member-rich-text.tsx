import type { Locale } from '@/lib/i18n/locales';
import { getRichText } from '@/lib/hall/content';
import { RichText } from '@/components/content/rich-text';

const PATHS = {
  benefits: ['/api/member_benefits'],
  notice: ['/api/member_notice', { category: 'member' }],
} as const;

/**
 * The membership benefits and notice: the same rich text for every reader, so it is rendered on the server
 * from the hall API (cached like the other content pages) rather than loaded per member.
 */
export async function MemberRichText({ locale, kind }: { locale: Locale; kind: keyof typeof PATHS }) {
  const [path, query] = PATHS[kind];
  const html = await getRichText(locale, path, query);
  return (
    <div className="border-line rounded-lg border bg-white p-4 sm:p-8" data-testid={`member-${kind}`}>
      <RichText html={html} className="max-w-3xl" />
    </div>
  );
}
