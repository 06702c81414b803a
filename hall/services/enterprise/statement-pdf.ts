// The settlement statement as a PDF (pdf-lib), in Chinese with English beneath, for the renter and the rental
// staff to download and file. The font is Noto Sans SC (SIL Open Font License), embedded as the subset the
// statement uses, so the PDF reads the same on any machine.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';

import { and, eq, isNull } from 'drizzle-orm';
import type { StatementView } from '@/lib/contract/rental-settlement';
import { formatDay, formatDayTime, formatYuanGrouped } from '@/lib/format';
import type { DbOrTx } from '../../db/client';
import { enterpriseProjects, enterpriseUsers, halls, rentalHolds } from '../../db/schema';
import { HallError, notFound } from '../../errors';
import { Code } from '@/lib/contract/codes';
import { projectStatement } from './settlement';
import { pdfFontkit } from './pdf-fontkit';

const FONT = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
let fontBytes: Promise<Buffer> | null = null;
/** Read once per process: 10 MB, of which each statement embeds the few hundred glyphs it uses. */
const font = () => (fontBytes ??= readFile(FONT));

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const INK = rgb(0.12, 0.12, 0.12);
const MUTED = rgb(0.42, 0.42, 0.42);

/** A line of the statement: those with `fen` add up to the balance; a line without explains the one above it. */
type Line = { zh: string; en: string; fen?: number };

/** The statement's PDF for project `projectId` of `enterpriseUserId` (the renter), or for the rental staff (null). */
export async function statementPdf(db: DbOrTx, projectId: number, enterpriseUserId: number | null) {
  const [project] = await db
    .select({
      name: enterpriseProjects.name,
      owner: enterpriseProjects.enterpriseUserId,
      company: enterpriseUsers.companyName,
      hall: halls.name,
      enHall: halls.enName,
      startsAt: rentalHolds.startsAt,
      endsAt: rentalHolds.endsAt,
    })
    .from(enterpriseProjects)
    .innerJoin(enterpriseUsers, eq(enterpriseUsers.id, enterpriseProjects.enterpriseUserId))
    .leftJoin(halls, eq(halls.id, enterpriseProjects.hallId))
    // The booking the statement is for: the definite hold (a settled project has exactly one).
    .leftJoin(
      rentalHolds,
      and(eq(rentalHolds.projectId, enterpriseProjects.id), eq(rentalHolds.option, 'definite'), isNull(rentalHolds.releasedAt)),
    )
    .where(eq(enterpriseProjects.id, projectId));
  if (!project || (enterpriseUserId !== null && project.owner !== enterpriseUserId)) throw notFound();
  const statement = await projectStatement(db, projectId);
  if (!statement) throw new HallError('statementNotIssued', Code.badRequest);
  const bytes = await render({ ...project, projectId }, statement);
  return { name: `statement-${projectId}.pdf`, mime: 'application/pdf', content: Buffer.from(bytes) };
}

async function render(
  project: {
    projectId: number;
    name: string;
    company: string;
    hall: string | null;
    enHall: string | null;
    startsAt: Date | null;
    endsAt: Date | null;
  },
  s: StatementView,
) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(pdfFontkit);
  doc.setTitle(`结算单 Settlement statement · ${project.name}`);
  doc.setCreationDate(new Date(s.issuedAt));
  const face = await doc.embedFont(await font(), { subset: true });
  const page = doc.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const text = (value: string, x: number, size: number, color = INK, at = y) => page.drawText(value, { x, y: at, size, font: face, color });
  const right = (value: string, size: number, color = INK) =>
    text(value, A4[0] - MARGIN - face.widthOfTextAtSize(value, size), size, color);

  text('结算单', MARGIN, 22);
  y -= 20;
  text('Settlement statement', MARGIN, 11, MUTED);
  y -= 30;
  for (const [zh, en, value] of [
    ['项目', 'Project', `${project.name} (#${project.projectId})`],
    ['租用单位', 'Renter', project.company],
    ['场地', 'Hall', project.hall ? `${project.hall} ${project.enHall}` : '—'],
    [
      '使用时间',
      'Booked',
      project.startsAt && project.endsAt ? `${formatDayTime(project.startsAt)} – ${formatDayTime(project.endsAt)}` : '—',
    ],
    ['出具时间', 'Issued', formatDayTime(s.issuedAt)],
  ] as const) {
    text(`${zh}  ${en}`, MARGIN, 9, MUTED);
    text(value, MARGIN + 130, 10);
    y -= 18;
  }
  y -= 4;
  rule(page, y + 10);
  y -= 16;
  const lines: Line[] = [
    { zh: '场租（合同金额）', en: 'Rent (contract)', fen: s.rentFen },
    ...s.extras.map((e) => ({ zh: e.name, en: 'Extra', fen: e.amountFen })),
    { zh: '已付定金及合同款', en: 'Paid: deposit and instalments', fen: -s.paidFen },
    { zh: '应付租用方票款', en: 'Takings due to the renter', fen: -s.dueToRenterFen },
    {
      zh: `票房收入 ${formatYuanGrouped(s.takingsFen)}，场馆分成 ${s.hallSharePercent}% ${formatYuanGrouped(s.hallShareFen)}`,
      en: `Ticket takings ${formatYuanGrouped(s.takingsFen)}, less the hall's share of ${s.hallSharePercent}%, ${formatYuanGrouped(s.hallShareFen)}`,
    },
  ];
  for (const line of lines) {
    const explains = line.fen === undefined;
    if (explains) y += 8;
    text(line.zh, MARGIN + (explains ? 12 : 0), explains ? 9 : 11, explains ? MUTED : INK);
    text(line.en, MARGIN + (explains ? 12 : 0), 8, MUTED, y - 12);
    if (!explains) right(signed(line.fen!), 11);
    y -= 32;
  }
  rule(page, y + 14);
  y -= 6;
  const [zh, en] =
    s.balanceFen > 0
      ? ['结余：租用方应付场馆', 'Balance due from the renter to the hall']
      : s.balanceFen < 0
        ? ['结余：场馆应付租用方', 'Balance due from the hall to the renter']
        : ['结余：两清', 'Balance: settled'];
  text(zh, MARGIN, 13);
  text(en, MARGIN, 8, MUTED, y - 14);
  right(formatYuanGrouped(Math.abs(s.balanceFen)), 14);
  y -= 52;
  for (const [zh, en, at] of [
    ['租用方确认', 'Confirmed by the renter', s.renterConfirmedAt],
    ['场馆确认', 'Confirmed by the hall', s.hallConfirmedAt],
  ] as const) {
    text(`${zh}  ${en}`, MARGIN, 9, MUTED);
    text(at ? formatDayTime(at) : '未确认 not yet', MARGIN + 170, 10);
    y -= 18;
  }
  text(`${formatDay(s.issuedAt)} · 金额单位：人民币元 Amounts in yuan (CNY)`, MARGIN, 8, MUTED, MARGIN);
  return doc.save();
}

/** What is taken off reads as a minus before the sum (¥-50 is not how money is written). */
const signed = (fen: number) => (fen < 0 ? `- ${formatYuanGrouped(-fen)}` : formatYuanGrouped(Math.abs(fen)));

function rule(page: PDFPage, y: number) {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.6, color: MUTED });
}
