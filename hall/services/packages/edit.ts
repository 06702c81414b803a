// The package cards as the hall's staff set them up (content role): the card, what it covers, and the switches
// that open the package and public-welfare features to the public. Stock never below what was sold; cards already
// sold keep their credits and validity (a member card copies them when it is made). Each write audited.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { CoverablePerformance, PackageCardPayload, StaffPackageCard, SwitchesView } from '@/lib/contract/package-editing';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  memberCards,
  packageCardPerformances,
  packageCards,
  performances,
  sessions,
  siteParams,
  ticketClasses,
} from '../../db/schema/index';
import { HallError, notFound } from '../../errors';
import { SWITCH_KEYS } from '../content/switches';
import { audit, type Actor } from '../staff/audit';
import { cleanRichText } from '../content/rich-text';

type CardRow = typeof packageCards.$inferSelect;

async function viewsOf(db: DbOrTx, rows: CardRow[]): Promise<StaffPackageCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [covered, made] = await Promise.all([
    db.select().from(packageCardPerformances).where(inArray(packageCardPerformances.packageCardId, ids)),
    db
      .select({ packageCardId: memberCards.packageCardId, n: count() })
      .from(memberCards)
      .where(inArray(memberCards.packageCardId, ids))
      .groupBy(memberCards.packageCardId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enName: r.enName,
    summary: r.summary,
    enSummary: r.enSummary,
    terms: r.terms,
    enTerms: r.enTerms,
    image: r.image,
    priceFen: r.priceFen,
    credits: r.credits,
    perPerformance: r.perPerformance,
    stock: r.stock,
    sold: r.sold,
    limitPerMember: r.limitPerMember,
    saleFrom: r.saleFrom.toISOString(),
    saleTo: r.saleTo.toISOString(),
    validUntil: r.validUntil.toISOString(),
    visible: r.visible,
    performances: covered
      .filter((c) => c.packageCardId === r.id)
      .map(({ performanceId, maxPriceFen }) => ({ performanceId, maxPriceFen }))
      .sort((a, b) => a.performanceId - b.performanceId),
    membersCards: made.find((m) => m.packageCardId === r.id)?.n ?? 0,
  }));
}

const columns = (input: PackageCardPayload) => ({
  name: input.name,
  enName: input.enName,
  summary: input.summary,
  enSummary: input.enSummary,
  terms: cleanRichText(input.terms),
  enTerms: input.enTerms ? cleanRichText(input.enTerms) : '',
  image: input.image,
  priceFen: input.priceFen,
  credits: input.credits,
  perPerformance: input.perPerformance,
  stock: input.stock,
  limitPerMember: input.limitPerMember,
  saleFrom: new Date(input.saleFrom),
  saleTo: new Date(input.saleTo),
  validUntil: new Date(input.validUntil),
  visible: input.visible,
});

async function cover(tx: Tx, packageCardId: number, input: PackageCardPayload) {
  const ids = input.performances.map((p) => p.performanceId);
  if (ids.length) {
    const known = await tx.select({ id: performances.id }).from(performances).where(inArray(performances.id, ids));
    if (known.length !== ids.length) throw notFound();
  }
  await tx.delete(packageCardPerformances).where(eq(packageCardPerformances.packageCardId, packageCardId));
  if (ids.length) await tx.insert(packageCardPerformances).values(input.performances.map((p) => ({ packageCardId, ...p })));
}

export async function listPackageCards(db: DbOrTx): Promise<StaffPackageCard[]> {
  return viewsOf(db, await db.select().from(packageCards).orderBy(desc(packageCards.saleFrom), asc(packageCards.id)));
}

export async function createPackageCard(db: Db, actor: Actor, input: PackageCardPayload): Promise<StaffPackageCard> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(packageCards).values(columns(input)).returning();
    await cover(tx, row.id, input);
    const [after] = await viewsOf(tx, [row]);
    await audit(tx, actor, { action: 'packageCard.create', target: `packageCard:${row.id}`, after });
    return after;
  });
}

/** Cards sold keep their terms; the stock cannot go below them. */
export async function updatePackageCard(db: Db, actor: Actor, id: number, input: PackageCardPayload): Promise<StaffPackageCard> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(packageCards).where(eq(packageCards.id, id)).for('update');
    if (!locked) throw notFound();
    if (input.stock < locked.sold) throw new HallError('stockBelowSold', Code.badRequest, null, { sold: locked.sold });
    const [before] = await viewsOf(tx, [locked]);
    const [row] = await tx.update(packageCards).set(columns(input)).where(eq(packageCards.id, id)).returning();
    await cover(tx, id, input);
    const [after] = await viewsOf(tx, [row]);
    await audit(tx, actor, { action: 'packageCard.update', target: `packageCard:${id}`, before, after });
    return after;
  });
}

/** The performances a card may cover: every visible one with a seat map or classes, with its money class prices. */
export async function coverablePerformances(db: DbOrTx): Promise<CoverablePerformance[]> {
  const rows = await db
    .selectDistinct({
      id: performances.id,
      title: performances.mainTitle,
      enTitle: performances.enMainTitle,
      season: performances.season,
      priceFen: ticketClasses.priceFen,
    })
    .from(performances)
    .innerJoin(sessions, eq(sessions.performanceId, performances.id))
    .innerJoin(ticketClasses, and(eq(ticketClasses.sessionId, sessions.id), eq(ticketClasses.pointOnly, false)))
    .where(eq(performances.visible, true))
    .orderBy(desc(performances.season), asc(performances.id), desc(ticketClasses.priceFen));
  const byId = new Map<number, CoverablePerformance>();
  for (const { priceFen, ...p } of rows) {
    const entry = byId.get(p.id) ?? { ...p, prices: [] };
    if (!entry.prices.includes(priceFen)) entry.prices.push(priceFen);
    byId.set(p.id, entry);
  }
  return [...byId.values()];
}

export async function readSwitches(db: DbOrTx): Promise<SwitchesView> {
  const rows = await db
    .select()
    .from(siteParams)
    .where(inArray(siteParams.key, Object.values(SWITCH_KEYS)));
  const on = (name: keyof typeof SWITCH_KEYS) => rows.find((r) => r.key === SWITCH_KEYS[name])?.value === '1';
  return { packageOpen: on('packageOpen'), welfareOpen: on('welfareOpen') };
}

export async function updateSwitches(db: Db, actor: Actor, input: SwitchesView): Promise<SwitchesView> {
  return db.transaction(async (tx) => {
    const before = await readSwitches(tx);
    for (const [name, key] of Object.entries(SWITCH_KEYS) as [keyof typeof SWITCH_KEYS, string][]) {
      const on = input[name];
      await tx
        .insert(siteParams)
        .values({ key, value: on ? '1' : '0', enValue: null })
        .onConflictDoUpdate({ target: siteParams.key, set: { value: on ? '1' : '0' } });
    }
    await audit(tx, actor, { action: 'switches.update', target: 'site:switches', before, after: input });
    return input;
  });
}
