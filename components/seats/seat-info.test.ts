import { createTranslator } from 'next-intl';
import type { SeatMap } from '@/lib/contract/seats';
import zh from '@/messages/zh-CN.json';
import en from '@/messages/en-US.json';
import { areaLabels, describeSeats, type Translate } from './seat-info';

const map: SeatMap = {
  sessionId: 1,
  hall: { id: 1, name: '音乐厅', enName: 'Main Hall', width: 400, height: 300, stageX: 200 },
  areas: [
    { name: '池座B区', enName: 'Stalls B' },
    { name: '楼座D区', enName: 'Balcony D' },
  ],
  ticketClasses: [
    { id: 7, name: '贵宾票', enName: 'VIP', priceFen: 38000, color: '#C8102E', pointOnly: false, pointPrice: null },
    { id: 8, name: '积分专享票', enName: 'Points-only ticket', priceFen: 0, color: '#8E5CC4', pointOnly: true, pointPrice: 2000 },
  ],
  seats: [
    [11, 1, 0, 8, 12, 200, 180, 7],
    [12, 2, 1, 1, 3, 120, 260, 8],
  ],
  limitPerOrder: 4,
  limitPerMember: 6,
  saleStatus: 'on_sale',
  saleStartAt: '2026-01-01T02:00:00.000Z',
};

const t = (messages: typeof zh, locale: string) => createTranslator({ locale, messages, namespace: 'chooseSeat' }) as unknown as Translate;
const tc = (messages: typeof zh, locale: string) => createTranslator({ locale, messages, namespace: 'common' }) as unknown as Translate;

describe('describeSeats', () => {
  it('names each seat the way a screen reader should read it, in Chinese', () => {
    const [vip, points] = describeSeats(map, 'zh-CN', t(zh, 'zh-CN'), tc(zh, 'zh-CN'));
    expect(vip.name).toBe('1层 池座B区 8排 12座 380元');
    expect(vip.place).toBe('1层 池座B区 8排 12座');
    expect(vip.takenName).toBe('1层 池座B区 8排 12座 380元，已售出或已预订');
    expect(points.name).toBe('2层 楼座D区 1排 3座 2000 积分');
  });

  it('and in English', () => {
    const [vip] = describeSeats(map, 'en-US', t(en, 'en-US'), tc(en, 'en-US'));
    expect(vip.name).toBe('Floor 1, Stalls B, Row 8, Seat 12, 380 yuan');
    expect(vip.takenName).toBe('Floor 1, Stalls B, Row 8, Seat 12, 380 yuan, reserved or sold');
  });
});

describe('areaLabels', () => {
  it('writes each area name once, above its seats and inside the drawing', () => {
    const labels = areaLabels(map, 'en-US');
    expect(labels.map((l) => l.text)).toEqual(['Stalls B', 'Balcony D']);
    for (const l of labels) {
      expect(l.y).toBeLessThan(map.seats.find((s) => map.areas[s[2]].enName === l.text)![6]);
      expect(l.x).toBeGreaterThan(0);
    }
  });
});
