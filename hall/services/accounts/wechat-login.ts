import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { Code, LoginType } from '@/lib/contract/codes';
import type { WxLoginAnswer } from '@/lib/contract/wechat';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { members } from '../../db/schema';
import { HallError } from '../../errors';
import type { WechatIdentity, WechatKind, WechatProvider } from '../../providers/wechat/types';
import { issueToken } from './access-tokens';
import { newCardNumber } from './card-number';
import { isInfoComplete } from '../members/member-profile';
import { constraintOf, isUniqueViolation } from '../../platform/db-errors';
import { issueStepTicket, peekStepTicket, useStepTicket } from './step-tickets';
import { consumeCode } from './verification-codes';

/** How long a WeChat identity waits for its phone (overlay mode 3). */
export const BIND_TICKET_SECONDS = 600;

/** Each app has its own openId for one person: the website app's and the official account's. */
const openIdColumn = (kind: WechatKind) => (kind === 'web' ? members.wxWebOpenId : members.wxOpenId);
const openIdSet = (kind: WechatKind, openId: string) => (kind === 'web' ? { wxWebOpenId: openId } : { wxOpenId: openId });

const memberColumns = {
  id: members.id,
  name: members.name,
  idCard: members.idCard,
  wxOpenId: members.wxOpenId,
  wxWebOpenId: members.wxWebOpenId,
  wxUnionId: members.wxUnionId,
};
type WechatMember = {
  id: number;
  name: string | null;
  idCard: string | null;
  wxOpenId: string | null;
  wxWebOpenId: string | null;
  wxUnionId: string | null;
};
const openIdOf = (m: WechatMember, kind: WechatKind) => (kind === 'web' ? m.wxWebOpenId : m.wxOpenId);

/** The members this WeChat person already is: by this app's openId, or by the unionId both apps share. */
function sameWechat(kind: WechatKind, identity: WechatIdentity): SQL {
  const byOpenId = eq(openIdColumn(kind), identity.openId);
  return identity.unionId ? or(byOpenId, eq(members.wxUnionId, identity.unionId))! : byOpenId;
}

async function logIn(tx: DbOrTx, member: Pick<WechatMember, 'id' | 'name' | 'idCard'>) {
  const { token } = await issueToken(tx, { memberId: member.id });
  return { token, type: isInfoComplete(member) ? 1 : 0, loginType: LoginType.member };
}

/**
 * POST /api/member/wx_login (kind web) and /api/member/public_login (kind official). A known WeChat person
 * is logged in, and what the member lacked of this identity (this app's openId when only the unionId
 * matched, or the unionId) is filled in; an unknown one gets a bind ticket holding the identity, and the
 * overlay asks for the phone (mode 3).
 */
export async function loginWithWechat(db: Db, provider: WechatProvider, kind: WechatKind, code: string): Promise<WxLoginAnswer> {
  const identity = await provider.exchangeCode(code, kind);
  const found = await db.select(memberColumns).from(members).where(sameWechat(kind, identity)).limit(2);
  const member = found.find((m) => openIdOf(m, kind) === identity.openId) ?? found[0];
  if (member) {
    return db.transaction(async (tx) => {
      // Every member holding part of this identity is in `found`, so filling in cannot collide.
      const holdsOpenId = found.some((m) => openIdOf(m, kind) === identity.openId);
      if (!holdsOpenId && !openIdOf(member, kind)) {
        await tx
          .update(members)
          .set(openIdSet(kind, identity.openId))
          .where(and(eq(members.id, member.id), isNull(openIdColumn(kind))));
      }
      if (identity.unionId && !member.wxUnionId && !found.some((m) => m.wxUnionId === identity.unionId)) {
        await tx
          .update(members)
          .set({ wxUnionId: identity.unionId })
          .where(and(eq(members.id, member.id), isNull(members.wxUnionId)));
      }
      return logIn(tx, member);
    });
  }
  const payload: Record<string, string> = { kind, openId: identity.openId };
  if (identity.unionId) payload.unionId = identity.unionId;
  if (identity.nickname) payload.nickname = identity.nickname;
  return { bindRequired: true, bindTicket: await issueStepTicket(db, 'wechat_bind', { payload, ttlSeconds: BIND_TICKET_SECONDS }) };
}

const bindExpired = () => new HallError('bindExpired', Code.badRequest);
const wechatBoundToOther = () => new HallError('wechatBoundToOther', Code.badRequest);
const phoneBoundToOther = () => new HallError('phoneBoundToOther', Code.badRequest);

/**
 * POST /api/member/wx_bind: the WeChat person of the bind ticket becomes the member of this phone; a phone
 * without a member becomes a new member (type 0: complete the profile next). The phone is proved by the code
 * send_code gives it: LOGIN for a member's phone, REGISTER for a new one (send_code refuses LOGIN to an
 * unregistered phone with 2008, so the overlay then asks for REGISTER).
 *   - 'wechatBoundToOther' when this WeChat person (this app's openId or the unionId) already belongs to
 *     another member;
 *   - 'phoneBoundToOther' when the phone's member is already bound to a different WeChat person (another
 *     openId of this app, or another unionId).
 * Binding the same person again is a plain login. A refused bind leaves the ticket usable for another phone.
 */
export async function bindWechat(db: Db, input: { bindTicket: string; phone: string; code: string }, secret: string) {
  if (!(await peekStepTicket(db, 'wechat_bind', input.bindTicket))) throw bindExpired();
  const [known] = await db.select({ id: members.id }).from(members).where(eq(members.phone, input.phone));
  await consumeCode(db, input.phone, known ? 'LOGIN' : 'REGISTER', input.code, secret);
  try {
    return await db.transaction(async (tx) => {
      const ticket = await useStepTicket(tx, 'wechat_bind', input.bindTicket);
      if (!ticket) throw bindExpired();
      const kind = ticket.payload.kind as WechatKind;
      const identity: WechatIdentity = { openId: ticket.payload.openId, unionId: ticket.payload.unionId };
      const [member] = await tx.select(memberColumns).from(members).where(eq(members.phone, input.phone)).for('update');
      const [other] = await tx
        .select({ id: members.id })
        .from(members)
        .where(member ? and(sameWechat(kind, identity), ne(members.id, member.id)) : sameWechat(kind, identity))
        .limit(1);
      if (other) throw wechatBoundToOther();
      if (!member) return logIn(tx, await insertWechatMember(tx, input.phone, kind, identity));

      const openId = openIdOf(member, kind);
      if (openId && openId !== identity.openId) throw phoneBoundToOther();
      if (identity.unionId && member.wxUnionId && member.wxUnionId !== identity.unionId) throw phoneBoundToOther();
      await tx
        .update(members)
        .set({ ...openIdSet(kind, identity.openId), ...(identity.unionId ? { wxUnionId: identity.unionId } : {}) })
        .where(eq(members.id, member.id));
      return logIn(tx, member);
    });
  } catch (error) {
    // Two binds racing for one WeChat person or one new phone: the unique indexes decide, the loser is told.
    if (isUniqueViolation(error)) throw /phone/.test(constraintOf(error)) ? phoneBoundToOther() : wechatBoundToOther();
    throw error;
  }
}

/** A member known only by phone and WeChat: no password (login by code or WeChat), a fresh card number. */
async function insertWechatMember(tx: Tx, phone: string, kind: WechatKind, identity: WechatIdentity) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await tx
      .insert(members)
      .values({ phone, cardNo: newCardNumber(), ...openIdSet(kind, identity.openId), wxUnionId: identity.unionId ?? null })
      .onConflictDoNothing({ target: members.cardNo })
      .returning({ id: members.id, name: members.name, idCard: members.idCard });
    if (row) return row;
  }
  throw new Error('no free membership card number after 10 tries');
}
