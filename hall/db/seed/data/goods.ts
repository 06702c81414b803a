/** Points-shop goods: type 0 cultural goods, type 1 catering (the shop is Chinese only; names are bilingual). */
export type GoodsSeed = {
  type: 0 | 1;
  name: [string, string];
  summary: string;
  body: string[];
  pointPrice: number;
  /** A cash part in fen beside the points. */
  priceFen?: number;
  stock: number;
  recommend?: boolean;
  /** Keys of performances the goods are sold alongside. */
  performances?: string[];
};

export const GOODS: GoodsSeed[] = [
  { type: 0, name: ['音乐厅建筑笔记本', 'Concert hall notebook'], summary: '烫金封面，内页印有音乐厅剖面线稿。', body: ['A5 尺寸，160 页道林纸。', '封面烫金工艺，附丝带书签。'], pointPrice: 800, stock: 300, recommend: true },
  { type: 0, name: ['五线谱帆布袋', 'Stave canvas tote'], summary: '厚磅帆布，印有《欢乐颂》主题旋律。', body: ['尺寸 38×42 cm，内附小口袋。'], pointPrice: 1200, stock: 200, performances: ['opening-gala'] },
  { type: 0, name: ['乐季纪念黑胶唱片', 'Season vinyl record'], summary: '滨江交响乐团现场录音精选，限量编号。', body: ['12 英寸 180 克黑胶，含贝多芬与马勒现场录音选段。', '限量 500 张，附编号证书。'], pointPrice: 6800, priceFen: 9900, stock: 80, recommend: true, performances: ['opening-gala', 'mahler-5'] },
  { type: 0, name: ['指挥棒书签', 'Baton bookmark'], summary: '黄铜材质，造型取自指挥棒。', body: ['长 12 cm，附礼盒。'], pointPrice: 500, stock: 500 },
  { type: 0, name: ['管风琴金属徽章', 'Organ pin badge'], summary: '珐琅工艺徽章，图案为音乐厅管风琴。', body: ['直径 3 cm，蝴蝶扣背针。'], pointPrice: 400, stock: 400 },
  { type: 0, name: ['民乐图鉴明信片', 'Chinese instruments postcards'], summary: '一套十二张，手绘民族乐器。', body: ['含二胡、琵琶、古琴、笛、笙等十二种乐器。'], pointPrice: 600, stock: 300, performances: ['chinese-orchestra', 'pipa-guqin'] },
  { type: 0, name: ['音符丝巾', 'Musical notes silk scarf'], summary: '桑蚕丝方巾，音符与江景图案。', body: ['尺寸 90×90 cm，100% 桑蚕丝。'], pointPrice: 3800, stock: 60, recommend: true },
  { type: 0, name: ['音乐厅折叠伞', 'Concert hall umbrella'], summary: '晴雨两用折叠伞，伞面印有音乐厅外立面。', body: ['三折自动开合，防紫外线涂层。'], pointPrice: 1800, stock: 150 },
  { type: 1, name: ['手冲咖啡兑换券', 'Pour-over coffee voucher'], summary: '音乐厅咖啡馆任选手冲咖啡一杯。', body: ['演出日与非演出日均可使用，有效期 30 天。'], pointPrice: 300, stock: 1000, recommend: true },
  { type: 1, name: ['中场休息香槟套餐', 'Interval champagne set'], summary: '中场休息时在二楼休息厅享用香槟一杯与小食。', body: ['请于开演前在吧台登记，中场休息时取用。'], pointPrice: 1500, stock: 200 },
  { type: 1, name: ['下午茶双人套餐', 'Afternoon tea for two'], summary: '江景露台下午茶，含两杯茶饮与三层点心。', body: ['每日 14:00–17:00，需提前一天预约。'], pointPrice: 2600, stock: 100 },
  { type: 1, name: ['手工曲奇礼盒', 'Handmade cookie box'], summary: '音符造型黄油曲奇，一盒 12 枚。', body: ['音乐厅咖啡馆当日烘焙，可在咖啡馆领取。'], pointPrice: 900, stock: 300 },
];

export const goodsImage = (index: number) => `/art/goods-${index + 1}.svg`;
