// Writes the demo annual reports (public/art/annual-report-<year>.pdf) that the seed's year_material items link to:
// real PDFs, printed by Debian's Chromium from the HTML below, in both languages with the Noto CJK fonts embedded.
// Run once when the figures change: node scripts/art/annual-reports.mjs
import { chromium } from 'playwright';
import path from 'node:path';

const REPORTS = [
  { year: 2025, concerts: 186, audience: 241_000, education: 212, members: 58_400, occupancy: 87 },
  { year: 2024, concerts: 171, audience: 226_500, education: 198, members: 49_900, occupancy: 84 },
  { year: 2023, concerts: 158, audience: 203_800, education: 176, members: 41_200, occupancy: 81 },
];

const figure = (zh, en, value) => `<div class="fig"><b>${value}</b><span>${zh}<br>${en}</span></div>`;
const page = (r) => `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 22mm 20mm; }
  body { font-family: 'Noto Serif CJK SC', 'Noto Sans CJK SC', serif; color: #221c1a; }
  h1 { font-size: 30pt; margin: 0 0 4pt; color: #8a1c2b; } h2 { font-size: 15pt; margin: 24pt 0 8pt; }
  .sub { color: #6b625e; font-size: 12pt; } p { font-size: 11pt; line-height: 1.7; }
  .figs { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12pt; margin-top: 18pt; }
  .fig { border-top: 2pt solid #b08d57; padding-top: 6pt; } .fig b { display: block; font-size: 20pt; }
  .fig span { font-size: 9pt; color: #6b625e; }
</style></head><body>
  <h1>滨江音乐厅 ${r.year} 年度报告</h1>
  <div class="sub">Binjiang Concert Hall · Annual Report ${r.year}</div>
  <div class="figs">
    ${figure('场演出', 'concerts', r.concerts)}
    ${figure('人次观众', 'audience visits', r.audience.toLocaleString('en-US'))}
    ${figure('场艺术教育活动', 'education events', r.education)}
    ${figure('名会员', 'members', r.members.toLocaleString('en-US'))}
    ${figure('平均上座率', 'average occupancy', `${r.occupancy}%`)}
  </div>
  <h2>致观众 · To our audience</h2>
  <p>${r.year} 年，音乐厅共呈现 ${r.concerts} 场演出与 ${r.education} 场艺术教育活动，迎接观众 ${r.audience.toLocaleString('zh-CN')} 人次。感谢每一位走进音乐厅的朋友。</p>
  <p>In ${r.year} the hall presented ${r.concerts} concerts and ${r.education} education events and welcomed ${r.audience.toLocaleString('en-US')} visits. Thank you to everyone who came.</p>
</body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const tab = await browser.newPage();
for (const report of REPORTS) {
  await tab.setContent(page(report));
  const file = path.join('public', 'art', `annual-report-${report.year}.pdf`);
  await tab.pdf({ path: file, format: 'A4', printBackground: true });
  console.log(file);
}
await browser.close();
