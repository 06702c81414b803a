import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { MemberDetail, PerfectInfoPayload } from '@/lib/contract/member';
import { parseIdCard } from '@/lib/validation';
import { RESIDENT_ID_CARD, canonicalCertNo } from '@/lib/validation/certificate';
import { Code } from '@/lib/contract/codes';
import type { DbOrTx } from '../../db/client';
import { dirs, members } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { shownCertNo } from '../../platform/certificates';
import { seal } from '../../platform/personal-data';
import { vipLevelOf } from '@/lib/contract/vip';

type MemberRow = typeof members.$inferSelect;

/** The personal information of §3 is complete once name and ID number are saved (login type 0 until then). */
export const isInfoComplete = (m: Pick<MemberRow, 'name' | 'idCard'>) => Boolean(m.name && m.idCard);

export async function getMemberDetail(db: DbOrTx, memberId: number, locale: Locale): Promise<MemberDetail> {
  const [row] = await db
    .select({ member: members, industryName: dirs.name, industryEnName: dirs.enName })
    .from(members)
    .leftJoin(dirs, and(eq(dirs.id, members.industryId), eq(dirs.dirType, 'INDUSTRY')))
    .where(eq(members.id, memberId));
  if (!row) throw notFound();
  const m = row.member;
  return {
    phone: m.phone,
    name: m.name,
    sex: m.sex,
    birthday: m.birthday,
    idCard: m.idCard ? shownCertNo(m.idCard, 2) : null,
    email: m.email,
    connectTel: m.connectTel,
    industryId: m.industryId,
    industry: (locale === 'en-US' && row.industryEnName) || row.industryName || null,
    cardNo: m.cardNo,
    level: m.level,
    vipLevel: vipLevelOf(m.consumptionFen),
    pointsBalance: m.pointsBalance,
    consumptionFen: m.consumptionFen,
    vipExpiresAt: m.vipExpiresAt?.toISOString() ?? null,
    infoComplete: isInfoComplete(m),
  };
}

/**
 * §3 personal info. Birthday and sex are facts of the ID number (§5 fills them from it), so a payload that
 * disagrees with its own ID number is refused rather than silently corrected.
 */
export async function savePerfectInfo(db: DbOrTx, memberId: number, p: PerfectInfoPayload) {
  const facts = parseIdCard(p.idCard);
  if (!facts) throw new HallError('idCardFormat');
  if (facts.birthday !== p.birthday || facts.sex !== p.sex) throw new HallError('idCardMismatch');
  let industryId: number | null = null;
  if (p.industryId !== undefined || p.industry) {
    const [industry] = await db
      .select({ id: dirs.id })
      .from(dirs)
      .where(and(eq(dirs.dirType, 'INDUSTRY'), p.industryId !== undefined ? eq(dirs.id, p.industryId) : eq(dirs.name, p.industry!)));
    if (!industry) throw new HallError('industryUnknown', Code.badRequest);
    industryId = industry.id;
  }
  const updated = await db
    .update(members)
    .set({
      name: p.name,
      idCard: seal(canonicalCertNo(RESIDENT_ID_CARD, p.idCard)),
      sex: facts.sex,
      birthday: facts.birthday,
      email: p.email,
      connectTel: p.connectTel || null,
      industryId,
    })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  if (updated.length === 0) throw notFound();
}
