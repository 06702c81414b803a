/**
 * Writes the demo artwork into public/art/: every image and download path the seed references, as small
 * deterministic SVGs (no text: pictures stay language-neutral), plus two plain-text downloads.
 *
 *   npx tsx scripts/generate-artwork.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDUCATION_BRANDS, brandImage } from '../hall/db/seed/brands';
import { ABOUT } from '../hall/db/seed/data/about';
import { contentImage, type KindSeed } from '../hall/db/seed/data/content-types';
import { GOODS, goodsAltImage, goodsImage } from '../hall/db/seed/data/goods';
import { NEWS } from '../hall/db/seed/data/news';
import { GENRES, posterOf, PROGRAMME } from '../hall/db/seed/data/programme';
import { SEASON } from '../hall/db/seed/data/season';
import { SITE_PARAMS } from '../hall/db/seed/data/site';
import { VENUE } from '../hall/db/seed/data/venue';
import { BANNER_KEYS } from '../hall/db/seed/content';
import { HALL_LAYOUTS } from '../hall/db/seed/layout';
import { banner, logoMark, picture, poster, product } from './art/scenes';
import { DOWNLOAD_TEXTS } from './art/texts';
import { logo, seatingChart, vrTour } from './art/venue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'art');
const MAX_BYTES = 4096;

const files = new Map<string, string>();
const put = (publicPath: string, content: string) => files.set(publicPath, content);

const genreColor = (code: string) => GENRES.find((g) => g.code === code)!.color;

// Posters and banners take the colour of the performance's genre.
PROGRAMME.forEach((p, i) => put(posterOf(i), poster(i + 1, genreColor(p.genre))));
BANNER_KEYS.forEach((key, i) => {
  const color = genreColor(PROGRAMME.find((p) => p.key === key)!.genre);
  put(`/art/banner-${i + 1}.svg`, banner(i + 1, color, 1920, 720));
  put(`/art/banner-${i + 1}-m.svg`, banner(i + 1, color, 750, 900));
});

// Editorial pictures: each kind has its scene and palette.
const KIND_STYLE: Record<string, { scene?: 'stage' | 'hall' | 'book' | 'people' | 'abstract'; logo?: boolean; colors: string[] }> = {
  media: { scene: 'stage', colors: ['#9B1C31', '#1D4E89', '#2E7D6B', '#6D28D9'] },
  video: { scene: 'stage', colors: ['#1D4E89', '#9B1C31', '#C2410C'] },
  past_review: { scene: 'stage', colors: ['#6D28D9', '#2E7D6B', '#8B5A2B'] },
  activity_case: { scene: 'hall', colors: ['#1D4E89', '#B8860B', '#9B1C31'] },
  area: { scene: 'hall', colors: ['#8B5A2B', '#2E7D6B', '#1D4E89'] },
  team: { scene: 'people', colors: ['#9B1C31', '#C2410C', '#1D4E89', '#2E7D6B'] },
  music_friend: { scene: 'people', colors: ['#B8860B', '#6D28D9'] },
  program_album: { scene: 'book', colors: ['#9B1C31', '#2E7D6B', '#8B5A2B', '#C2410C'] },
  year_material: { scene: 'book', colors: ['#1D4E89', '#B8860B', '#6D28D9'] },
  history: { scene: 'abstract', colors: ['#8B5A2B', '#1D4E89'] },
  music_material: { scene: 'abstract', colors: ['#2E7D6B', '#9B1C31', '#6D28D9'] },
  music_theme: { scene: 'abstract', colors: ['#9B1C31', '#C2410C', '#8B5A2B'] },
  sponsor: { logo: true, colors: ['#1D4E89', '#C2410C', '#2E7D6B', '#6D28D9', '#9B1C31', '#B8860B'] },
  title_sponsor: { logo: true, colors: ['#9B1C31', '#1D4E89'] },
  partner: { logo: true, colors: ['#2E7D6B', '#8B5A2B', '#1D4E89', '#C2410C', '#6D28D9'] },
};
const KINDS: KindSeed[] = [...NEWS, ...ABOUT, ...VENUE, ...SEASON];
for (const { kind, image, items } of KINDS) {
  if (!image) continue;
  const style = KIND_STYLE[kind];
  if (!style) throw new Error(`no artwork style for content kind ${kind}`);
  items.forEach((_, i) => {
    const color = style.colors[i % style.colors.length];
    put(
      contentImage(kind, i + 1),
      style.logo ? logoMark(i + (kind === 'partner' ? 2 : 0), color) : picture(i + 1, color, style.scene!, kind === 'video'),
    );
  });
}
EDUCATION_BRANDS.forEach((_, i) =>
  put(brandImage(i), picture(i + 1, ['#C2410C', '#1D4E89', '#6D28D9', '#8B5A2B', '#2E7D6B', '#9B1C31'][i], i < 2 ? 'people' : 'abstract')),
);
const GOODS_COLORS = ['#9B1C31', '#1D4E89', '#2E7D6B', '#B8860B', '#6D28D9', '#C2410C'];
GOODS.forEach((g, i) => {
  put(goodsImage(i), product(g.shape ?? i, GOODS_COLORS[i % 6]));
  put(goodsAltImage(i), product(g.shape ?? i, GOODS_COLORS[(i + 3) % 6]));
});

// The five slide-puzzle backgrounds (§9); the puzzle crops them to 376×200 (personal) or 376×250 (venue rental).
const PUZZLE_SCENES = ['stage', 'hall', 'abstract', 'people', 'stage'] as const;
PUZZLE_SCENES.forEach((scene, i) =>
  put(`/art/puzzle-${i + 1}.svg`, picture(41 + i, ['#1D4E89', '#9B1C31', '#2E7D6B', '#B8860B', '#6D28D9'][i], scene)),
);

// The building: seating charts (downloads), VR still, logo; and the text downloads.
for (const layout of HALL_LAYOUTS) put(`/art/download-seating-${layout.spec.code}.svg`, seatingChart(layout));
put('/art/vr-tour.svg', vrTour());
// The season pass (hall/db/seed/packages.ts).
put('/art/package-card.svg', picture(51, '#9B1C31', 'abstract'));
put('/art/logo.svg', logo());
for (const [file, text] of Object.entries(DOWNLOAD_TEXTS)) put(`/art/${file}`, text);

// Every /art/ path the seed's data names must be produced above.
const referenced = [
  ...KINDS.flatMap((k) => k.items.map((it) => it.url).filter((u): u is string => !!u?.startsWith('/art/'))),
  ...SITE_PARAMS.map((p) => p.value).filter((v) => v.startsWith('/art/')),
];
const missing = referenced.filter((p) => !files.has(p));
if (missing.length) throw new Error(`artwork missing for ${missing.join(', ')}`);

for (const [publicPath, content] of files) {
  const bytes = Buffer.byteLength(content);
  if (publicPath.endsWith('.svg') && bytes > MAX_BYTES) throw new Error(`${publicPath} is ${bytes} bytes (max ${MAX_BYTES})`);
}
fs.mkdirSync(outDir, { recursive: true });
let total = 0;
for (const [publicPath, content] of files) {
  fs.writeFileSync(path.join(root, 'public', publicPath), content);
  total += Buffer.byteLength(content);
}
console.log(`wrote ${files.size} files to public/art (${Math.round(total / 1024)} kB)`);
