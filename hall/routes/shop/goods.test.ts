// The points shop's goods (GET /api/goods, /api/goods/recommend, /api/goods/{id}/detail): both tabs page at the
// shop's page size, recommended goods come first and sold-out goods last, the stock state reads from what is left at the boundary of
// "few left", goods outside their sale window stay listed but are not on sale, and bad input is refused.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import type { Paged } from '@/lib/contract/envelope';
import { FEW_LEFT, type GoodsCardView, type GoodsDetailView } from '@/lib/contract/shop';
import { goods } from '../../db/schema';
import { expectError } from '../../test/expect';
import { get, startHall, type Hall } from '../../test/harness';

let hall: Hall;
beforeAll(async () => {
  hall = await startHall();
});
afterAll(() => hall?.close());

const page = async (type: number, n: number, pageSize = 12) =>
  (await get<Paged<GoodsCardView>>(hall.app, `/api/goods?type=${type}&page=${n}&pageSize=${pageSize}`)).body.data;
const detail = (id: number | string) => get<GoodsDetailView>(hall.app, `/api/goods/${id}/detail`);
const byName = async (name: string) => (await hall.db.select().from(goods).where(eq(goods.name, name)))[0];

describe('the two tabs', () => {
  it.each([0, 1])('type %i pages at twelve, recommended first, every visible goods once', async (type) => {
    const first = await page(type, 1);
    expect(first.total).toBeGreaterThan(12);
    expect(first.list).toHaveLength(12);
    const second = await page(type, 2);
    expect(second.list).toHaveLength(first.total - 12);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((g) => g.id)).size).toBe(first.total);
    expect(all.every((g) => g.type === type)).toBe(true);

    const recommended = all.filter((g) => g.recommend).length;
    expect(recommended).toBeGreaterThan(0);
    expect(all.slice(0, recommended).every((g) => g.recommend)).toBe(true);

    const visible = await hall.db.select({ id: goods.id }).from(goods).where(eq(goods.type, type));
    expect(first.total).toBe(visible.length);
  });

  it('shows the seeded stock states: in stock, few left and sold out', async () => {
    const states = new Set([...(await page(0, 1, 50)).list, ...(await page(1, 1, 50)).list].map((g) => g.stockState));
    expect(states).toEqual(new Set(['inStock', 'fewLeft', 'soldOut']));
    const poster = (await page(0, 1, 50)).list.find((g) => g.name === '乐团签名海报')!;
    expect(poster.stockState).toBe('fewLeft');
    const model = (await page(0, 1, 50)).list.find((g) => g.name === '音乐厅积木模型')!;
    expect(model.stockState).toBe('soldOut');
  });

  it('puts sold-out goods after every goods still in stock, a sold-out recommendation too', async () => {
    const scarf = await byName('音符丝巾');
    await hall.db.update(goods).set({ sold: scarf.stock }).where(eq(goods.id, scarf.id));
    try {
      for (const type of [0, 1]) {
        const all = [...(await page(type, 1)).list, ...(await page(type, 2)).list];
        const firstSoldOut = all.findIndex((g) => g.stockState === 'soldOut');
        expect(firstSoldOut).toBeGreaterThan(0);
        expect(all.slice(firstSoldOut).every((g) => g.stockState === 'soldOut')).toBe(true);
        // Among those left, recommended first still.
        const left = all.slice(0, firstSoldOut);
        const recommended = left.filter((g) => g.recommend).length;
        expect(left.slice(0, recommended).every((g) => g.recommend)).toBe(true);
      }
      const cultural = [...(await page(0, 1)).list, ...(await page(0, 2)).list];
      expect(cultural.at(-1)?.stockState).toBe('soldOut');
      expect(cultural.findIndex((g) => g.id === scarf.id)).toBeGreaterThan(cultural.findIndex((g) => !g.recommend));
    } finally {
      await hall.db.update(goods).set({ sold: scarf.sold }).where(eq(goods.id, scarf.id));
    }
  });

  it('reads "few left" from what is left, at its boundary', async () => {
    const mug = await byName('音乐厅马克杯');
    const stateWith = async (left: number) => {
      await hall.db
        .update(goods)
        .set({ sold: mug.stock - left })
        .where(eq(goods.id, mug.id));
      return (await detail(mug.id)).body.data.stockState;
    };
    try {
      expect(await stateWith(FEW_LEFT + 1)).toBe('inStock');
      expect(await stateWith(FEW_LEFT)).toBe('fewLeft');
      expect(await stateWith(1)).toBe('fewLeft');
      expect(await stateWith(0)).toBe('soldOut');
    } finally {
      await hall.db.update(goods).set({ sold: mug.sold }).where(eq(goods.id, mug.id));
    }
  });

  it('keeps hidden goods out of the list and the detail', async () => {
    const folder = await byName('乐谱文件夹');
    const before = (await page(0, 1, 50)).total;
    await hall.db.update(goods).set({ visible: false }).where(eq(goods.id, folder.id));
    try {
      const after = await page(0, 1, 50);
      expect(after.total).toBe(before - 1);
      expect(after.list.map((g) => g.id)).not.toContain(folder.id);
      expectError(await detail(folder.id), Code.notFound, 404);
    } finally {
      await hall.db.update(goods).set({ visible: true }).where(eq(goods.id, folder.id));
    }
  });
});

describe('the detail', () => {
  it('gives what the redeem sheet needs', async () => {
    const notebook = await byName('音乐厅建筑笔记本');
    const res = await detail(notebook.id);
    expect(res.body.code).toBe(20000);
    expect(res.body.data).toMatchObject({
      id: notebook.id,
      type: 0,
      name: '音乐厅建筑笔记本',
      enName: 'Concert hall notebook',
      pointPrice: 800,
      priceFen: 0,
      stockLeft: notebook.stock - notebook.sold,
      limitPerMember: 5,
      fulfilment: 'delivery',
      weightGrams: 300,
      onSale: true,
      saleState: 'onSale',
    });
    expect(res.body.data.images.length).toBeGreaterThanOrEqual(2);
    expect(res.body.data.images[0]).toBe(notebook.image);
    expect(res.body.data.body).toContain('<p>');

    const vinyl = (await detail((await byName('乐季纪念黑胶唱片')).id)).body.data;
    expect(vinyl.priceFen).toBe(9900);
    const coffee = (await detail((await byName('手冲咖啡兑换券')).id)).body.data;
    expect(coffee).toMatchObject({ type: 1, fulfilment: 'pickup', validDays: 30, limitPerMember: 2 });
  });

  it('says when goods are not yet or no longer on sale', async () => {
    const scarf = (await detail((await byName('钢琴键盘围巾')).id)).body.data;
    expect(scarf).toMatchObject({ onSale: false, saleState: 'upcoming' });
    expect(new Date(scarf.saleFrom!).getTime()).toBeGreaterThan(Date.now());
    const badges = (await detail((await byName('新年音乐会徽章套装')).id)).body.data;
    expect(badges).toMatchObject({ onSale: false, saleState: 'ended' });
    expect(new Date(badges.saleTo!).getTime()).toBeLessThan(Date.now());
  });
});

test('the recommendation shows only recommended goods that can be redeemed now', async () => {
  const res = await get<GoodsCardView[]>(hall.app, '/api/goods/recommend');
  expect(res.body.code).toBe(20000);
  expect(res.body.data.length).toBeGreaterThan(0);
  expect(res.body.data.length).toBeLessThanOrEqual(8);
  for (const card of res.body.data) {
    expect(card.recommend).toBe(true);
    expect(card.stockState).not.toBe('soldOut');
    expect((await detail(card.id)).body.data.onSale).toBe(true);
  }
});

test('bad input is refused with the envelope', async () => {
  // An unknown tab reads as the first, a page out of range as the first: the list never fails on a link.
  expect((await get(hall.app, '/api/goods?type=7')).body.data.list.every((g: GoodsCardView) => g.type === 0)).toBe(true);
  expect((await get(hall.app, '/api/goods?page=-1')).body.data.page).toBe(1);
  expectError(await detail('abc'), Code.badRequest, 400);
  expectError(await detail(-3), Code.badRequest, 400);
  expectError(await detail(999999), Code.notFound, 404);
});
