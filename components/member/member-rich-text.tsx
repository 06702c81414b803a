import type { Locale } from '@/lib/i18n/locales';
import { getMemberNotice, getRichText } from '@/lib/hall/content';
import { richTextCalls } from '@/lib/contract/content-calls';
import { RichText } from '@/components/content/rich-text';

const TEXTS = {
  benefits: (locale: Locale) => getRichText(locale, richTextCalls.memberBenefits),
  notice: getMemberNotice,
};

/**
 * The membership benefits and notice: the same rich text for every reader, so it is rendered on the server
 * from the hall API (cached like the other content pages) rather than loaded per member.
 */
export async function MemberRichText({ locale, kind }: { locale: Locale; kind: keyof typeof TEXTS }) {
  const html = await TEXTS[kind](locale);
  return (
    <div className="border-line rounded-lg border bg-white p-4 sm:p-8" data-testid={`member-${kind}`}>
      <RichText html={html} className="max-w-3xl" />
    </div>
  );
}
