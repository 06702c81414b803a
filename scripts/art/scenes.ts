/** The artwork motifs: posters, banners, editorial pictures, logo marks and goods. No text anywhere. */
import { arc, circle, dark, GOLD, INK, light, linear, mix, prng, r1, radial, rect, svg, wave } from './svg';

/** Portrait poster 600×800 in a genre colour; `n` picks the motif and its details. */
export function poster(n: number, color: string): string {
  const w = 600;
  const h = 800;
  const rand = prng(7919 * n);
  const defs = linear('b', [[dark(color, 0.35)], [dark(color, 0.85)]]) + radial('g', light(color, 0.3), 0.85);
  let body = rect(w, h, 'url(#b)');
  const cx = 180 + rand.next() * 240;
  const cy = 250 + rand.next() * 160;
  body += circle(cx, cy, 230, 'fill="url(#g)"');
  const motif = n % 4;
  if (motif === 0) {
    for (let i = 1; i <= 7; i++)
      body += circle(
        cx,
        cy,
        40 + i * 34,
        `fill="none" stroke="${light(color, 0.6)}" stroke-opacity="${r1(0.7 - i * 0.08)}" stroke-width="${i % 3 ? 1.5 : 3}"`,
      );
  } else if (motif === 1) {
    for (let i = 0; i < 9; i++)
      body += `<path d="${wave(w, 380 + i * 34, 40 + rand.next() * 50, rand.next() * 6)}" fill="none" stroke="${light(color, 0.5)}" stroke-opacity="${r1(0.25 + (i % 3) * 0.2)}" stroke-width="2"/>`;
  } else if (motif === 2) {
    for (let i = 0; i < 8; i++) {
      const x = 150 + i * 42;
      body += `<path d="M${x} 120Q${r1(x + (i - 3.5) * 14)} 420 ${x} 700" fill="none" stroke="${light(color, 0.55)}" stroke-opacity="0.6" stroke-width="${r1(1 + i * 0.35)}"/>`;
    }
  } else {
    for (let i = 0; i < 6; i++) {
      const rr = 120 + i * 48;
      body += `<path d="M${300 - rr} 800A${rr} ${rr} 0 0 1 ${300 + rr} 800" fill="none" stroke="${light(color, 0.55)}" stroke-opacity="${r1(0.8 - i * 0.1)}" stroke-width="3"/>`;
    }
  }
  body += circle(cx + 120 * Math.cos(n), cy - 150, 7, `fill="${GOLD}"`);
  body += `<path d="M60 ${h - 120}H${r1(60 + 80 + rand.next() * 120)}" stroke="${GOLD}" stroke-width="3"/>`;
  body += `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="#fff" stroke-opacity="0.22"/>`;
  return svg(w, h, body, defs);
}

/** Carousel banner (1920×720 desktop, 750×900 mobile): waves and a glowing disc, darker at the text side. */
export function banner(n: number, color: string, w: number, h: number): string {
  const rand = prng(104729 * n);
  const defs = linear('b', [[dark(color, 0.85)], [dark(color, 0.3)]], 1, 0.3) + radial('g', light(color, 0.35), 0.9);
  const mobile = h > w;
  const cx = mobile ? w * 0.55 : w * 0.68;
  const cy = mobile ? h * 0.38 : h * 0.45;
  let body = rect(w, h, 'url(#b)') + circle(cx, cy, Math.min(w, h) * 0.42, 'fill="url(#g)"');
  for (let i = 1; i <= 5; i++)
    body += circle(
      cx,
      cy,
      Math.min(w, h) * (0.12 + i * 0.08),
      `fill="none" stroke="${light(color, 0.6)}" stroke-opacity="${r1(0.55 - i * 0.08)}"`,
    );
  for (let i = 0; i < 6; i++)
    body += `<path d="${wave(w, h * (0.62 + i * 0.06), 30 + rand.next() * 40, rand.next() * 6)}" fill="none" stroke="${light(color, 0.4)}" stroke-opacity="${r1(0.2 + (i % 2) * 0.2)}" stroke-width="2"/>`;
  body += circle(cx + Math.min(w, h) * 0.3, cy - Math.min(w, h) * 0.3, 8, `fill="${GOLD}"`);
  return svg(w, h, body, defs);
}

type Scene = 'stage' | 'hall' | 'book' | 'people' | 'abstract';

/** An editorial picture 800×500 (news, reviews, team, areas, materials …), optionally with a play button. */
export function picture(n: number, color: string, scene: Scene, play = false): string {
  const w = 800;
  const h = 500;
  const rand = prng(15485863 + n * 31 + scene.length);
  const defs = linear('b', [[dark(color, 0.4)], [dark(color, 0.88)]]) + radial('g', light(color, 0.5), 0.7);
  let body = rect(w, h, 'url(#b)');
  if (scene === 'stage') {
    body += `<path d="M120 500L220 300H580L680 500Z" fill="${dark(color, 0.6)}"/>`;
    const beams = 2 + (n % 3);
    for (let i = 0; i < beams; i++) {
      const x = r1(120 + rand.next() * 560);
      body += `<path d="M${x} 0L${r1(x - 40 - rand.next() * 40)} 320H${r1(x + 40 + rand.next() * 40)}Z" fill="${light(color, 0.7)}" fill-opacity="0.12"/>`;
    }
    const rows = 2 + (n % 2);
    for (let row = 0; row < rows; row++)
      for (let k = 0; k < 9 - row; k++)
        body += circle(
          400 + (k - (8 - row) / 2) * (34 + row * 6),
          330 + row * 38 + Math.abs(k - (8 - row) / 2) * 4,
          7 + row,
          `fill="${light(color, 0.45 + row * 0.1)}"`,
        );
  } else if (scene === 'hall') {
    body += `<rect x="300" y="40" width="200" height="50" rx="6" fill="${light(color, 0.35)}"/>`;
    for (let i = 0; i < 9; i++)
      body += `<path d="${arc(400, -60, 190 + i * 34, -0.9, 0.9)}" fill="none" stroke="${light(color, 0.5)}" stroke-width="10" stroke-dasharray="10 5" stroke-opacity="${r1(0.9 - i * 0.06)}"/>`;
  } else if (scene === 'book') {
    body += `<rect x="268" y="78" width="280" height="370" rx="6" fill="${INK}" fill-opacity="0.35"/><rect x="252" y="62" width="280" height="370" rx="6" fill="${light(color, 0.88)}"/>`;
    body += `<rect x="252" y="62" width="22" height="370" fill="${color}"/>`;
    for (let i = 1; i <= 4; i++)
      body += circle(404, 220, 22 * i, `fill="none" stroke="${color}" stroke-opacity="${r1(1 - i * 0.18)}" stroke-width="3"`);
    body += `<rect x="320" y="350" width="170" height="10" rx="5" fill="${color}"/><rect x="345" y="372" width="120" height="8" rx="4" fill="${color}" fill-opacity="0.5"/>`;
  } else if (scene === 'people') {
    const count = 3 + (n % 3);
    for (let i = 0; i < count; i++) {
      const x = 400 + (i - (count - 1) / 2) * 120;
      const tone = light(color, 0.3 + 0.12 * (i % 3));
      body += circle(x, 230, 34, `fill="${tone}"`) + `<path d="M${x - 60} 500Q${x - 60} 290 ${x} 290T${x + 60} 500Z" fill="${tone}"/>`;
    }
  } else {
    for (let i = 0; i < 5; i++)
      body += circle(
        120 + rand.next() * 560,
        80 + rand.next() * 340,
        40 + rand.next() * 120,
        `fill="${light(color, 0.2 + i * 0.12)}" fill-opacity="0.35"`,
      );
    for (let i = 0; i < 5; i++)
      body += `<path d="${wave(w, 300 + i * 22, 50, i + n)}" fill="none" stroke="${GOLD}" stroke-opacity="${r1(0.2 + i * 0.12)}"/>`;
  }
  body += circle(560 + 160 * Math.sin(n), 120, 90, 'fill="url(#g)"');
  if (play)
    body +=
      circle(400, 250, 46, 'fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="3"') +
      '<path d="M385 225L425 250L385 275Z" fill="#fff"/>';
  return svg(w, h, body, defs);
}

/** A sponsor or partner logo 400×200: a geometric mark and two bars where a wordmark would be. */
export function logoMark(n: number, color: string): string {
  const shapes = [
    `<circle cx="100" cy="100" r="46" fill="${color}"/><path d="M80 120L100 72L120 120Z" fill="#fff"/>`,
    `<path d="M100 54L140 77V123L100 146L60 123V77Z" fill="${color}"/><circle cx="100" cy="100" r="16" fill="#fff"/>`,
    `<circle cx="86" cy="100" r="36" fill="${color}"/><circle cx="116" cy="100" r="36" fill="${light(color, 0.35)}" fill-opacity="0.85"/>`,
    `<path d="M100 52L148 100L100 148L52 100Z" fill="${color}"/><path d="M100 78L122 100L100 122L78 100Z" fill="#fff"/>`,
    `<circle cx="100" cy="100" r="46" fill="none" stroke="${color}" stroke-width="10"/><path d="M66 104Q83 76 100 100T134 96" fill="none" stroke="${color}" stroke-width="8"/>`,
    `<rect x="60" y="60" width="80" height="80" rx="18" fill="${color}"/><path d="M78 122V78H102Q120 78 120 96T102 114H92" fill="none" stroke="#fff" stroke-width="8"/>`,
  ];
  const body = `${rect(400, 200, '#fff')}${shapes[n % shapes.length]}<rect x="170" y="80" width="${150 + (n % 3) * 20}" height="18" rx="9" fill="${dark(color, 0.3)}"/><rect x="170" y="110" width="${100 + (n % 4) * 15}" height="12" rx="6" fill="${mix(color, '#9ca3af', 0.6)}"/>`;
  return svg(400, 200, body);
}

/** A points-shop product 600×600 on a pastel ground; `kind` picks the silhouette. */
export function product(kind: number, color: string): string {
  const c = color;
  const shapes: string[] = [
    `<rect x="190" y="130" width="230" height="320" rx="12" fill="${c}"/><rect x="190" y="130" width="24" height="320" fill="${dark(c, 0.3)}"/><path d="M380 130V230L395 215L410 230V130" fill="${GOLD}"/>`,
    `<path d="M170 230H430L410 480H190Z" fill="${c}"/><path d="M240 230V190Q240 140 300 140T360 190V230" fill="none" stroke="${dark(c, 0.3)}" stroke-width="14"/>`,
    `<circle cx="300" cy="300" r="170" fill="${INK}"/><circle cx="300" cy="300" r="130" fill="none" stroke="#333a55" stroke-width="2"/><circle cx="300" cy="300" r="100" fill="none" stroke="#333a55" stroke-width="2"/><circle cx="300" cy="300" r="50" fill="${c}"/><circle cx="300" cy="300" r="6" fill="#fff"/>`,
    `<rect x="275" y="110" width="50" height="360" rx="6" fill="${GOLD}"/><path d="M275 470L300 500L325 470Z" fill="${GOLD}"/><circle cx="300" cy="150" r="12" fill="${c}"/>`,
    `<circle cx="300" cy="300" r="130" fill="${c}"/><circle cx="300" cy="300" r="100" fill="none" stroke="${GOLD}" stroke-width="8"/><path d="M250 350V260L300 230L350 260V350" fill="none" stroke="#fff" stroke-width="10"/>`,
    `<rect x="150" y="200" width="240" height="170" rx="8" fill="${light(c, 0.5)}" transform="rotate(-8 270 285)"/><rect x="210" y="230" width="240" height="170" rx="8" fill="${c}"/><circle cx="330" cy="315" r="40" fill="none" stroke="#fff" stroke-width="6"/>`,
    `<path d="M150 150H450L420 450H180Z" fill="${c}"/><path d="M150 150L450 450M450 150L150 450" stroke="${GOLD}" stroke-width="6" stroke-opacity="0.6"/>`,
    `<path d="M130 300Q300 90 470 300Q430 270 385 300Q343 270 300 300Q257 270 215 300Q170 270 130 300Z" fill="${c}"/><path d="M300 300V450Q300 480 270 480" fill="none" stroke="${INK}" stroke-width="10"/>`,
    `<path d="M200 200H400L380 460H220Z" fill="${c}"/><path d="M400 250Q460 250 460 310T400 370" fill="none" stroke="${c}" stroke-width="16"/><path d="M250 170Q270 140 250 110M300 170Q320 140 300 110M350 170Q370 140 350 110" fill="none" stroke="#9ca3af" stroke-width="6"/>`,
    `<path d="M250 120H350L330 280Q300 300 270 280Z" fill="${light(c, 0.4)}"/><path d="M300 290V450M240 460H360" stroke="${c}" stroke-width="10"/>`,
    `<path d="M300 120V470M180 470H420" stroke="${INK}" stroke-width="8"/><ellipse cx="300" cy="200" rx="90" ry="14" fill="${c}"/><ellipse cx="300" cy="300" rx="120" ry="16" fill="${c}"/><ellipse cx="300" cy="400" rx="150" ry="18" fill="${c}"/>`,
    `<rect x="150" y="220" width="300" height="200" rx="16" fill="${c}"/><rect x="140" y="200" width="320" height="50" rx="12" fill="${dark(c, 0.25)}"/>${[0, 1, 2].map((i) => circle(220 + i * 80, 330, 26, `fill="${GOLD}"`)).join('')}`,
  ];
  return svg(600, 600, rect(600, 600, light(c, 0.85)) + shapes[kind % shapes.length]);
}
