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
  /** Which of the artwork's product shapes pictures it (scripts/art/scenes.ts `product`); by default its own index. */
  shape?: number;
  /** Cultural goods: grams on the scale, for freight by the kilo (300 unless said). */
  weightGrams?: number;
  /** Units still unsold; by default 85 % of the stock. Few left and sold out are seeded through this. */
  left?: number;
  /** The sale opens this many days after the seed runs (not yet on sale). */
  opensInDays?: number;
  /** The sale ended this many days before the seed runs. */
  endedDaysAgo?: number;
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
  { type: 0, name: ['音乐厅马克杯', 'Concert hall mug'], summary: '骨瓷马克杯，杯身印有音乐厅穹顶线稿。', body: ['容量 350 ml，可用洗碗机清洗。'], pointPrice: 1000, stock: 200, shape: 8, weightGrams: 450 },
  { type: 0, name: ['乐谱文件夹', 'Score folder'], summary: '可放 A4 乐谱的硬壳文件夹，排练演出两相宜。', body: ['内含 20 页透明插袋，黑色磨砂封面。'], pointPrice: 700, stock: 200, shape: 0, weightGrams: 200 },
  { type: 0, name: ['乐团签名海报', 'Signed orchestra poster'], summary: '开幕音乐会海报，附全体乐手签名。', body: ['尺寸 50×70 cm，卷筒寄送。', '限量 30 张，兑完即止。'], pointPrice: 2500, stock: 30, left: 6, shape: 5, weightGrams: 150 },
  { type: 0, name: ['钢琴键盘围巾', 'Piano keys scarf'], summary: '羊毛混纺长围巾，黑白琴键图案。', body: ['长 180 cm，宽 30 cm。', '冬季限定，开放兑换后限每人两条。'], pointPrice: 2200, stock: 120, shape: 6, weightGrams: 250, opensInDays: 5 },
  { type: 0, name: ['音乐厅积木模型', 'Concert hall brick model'], summary: '1:500 音乐厅积木模型，1,200 粒。', body: ['适合 12 岁以上，附拼装说明书。'], pointPrice: 5200, stock: 40, left: 0, shape: 11, weightGrams: 900 },
  { type: 0, name: ['节拍器摆件', 'Metronome ornament'], summary: '胡桃木节拍器造型摆件，可真实打拍。', body: ['高 22 cm，速度 40–208。'], pointPrice: 2800, stock: 80, shape: 3, weightGrams: 600 },
  { type: 0, name: ['新年音乐会徽章套装', 'New Year concert badge set'], summary: '新年音乐会纪念徽章三枚一套。', body: ['兑换期已结束，感谢支持。'], pointPrice: 900, stock: 100, shape: 4, weightGrams: 100, endedDaysAgo: 3 },
  { type: 0, name: ['古典音乐入门', 'A guide to classical music'], summary: '音乐厅导赏团队编写，从巴赫到当代。', body: ['精装 320 页，附 40 首推荐曲目二维码。'], pointPrice: 1600, stock: 150, recommend: true, shape: 0, weightGrams: 500 },
  { type: 1, name: ['拿铁兑换券', 'Latte voucher'], summary: '音乐厅咖啡馆拿铁一杯，热饮冷饮任选。', body: ['可换燕麦奶，有效期 30 天。'], pointPrice: 350, stock: 800, shape: 8 },
  { type: 1, name: ['热巧克力兑换券', 'Hot chocolate voucher'], summary: '比利时黑巧克力热饮一杯。', body: ['冬日演出前暖身之选。'], pointPrice: 350, stock: 500, shape: 8 },
  { type: 1, name: ['鲜榨果汁兑换券', 'Fresh juice voucher'], summary: '当季鲜果现榨一杯。', body: ['果品随季节更换，以咖啡馆当日供应为准。'], pointPrice: 400, stock: 400, shape: 9 },
  { type: 1, name: ['音乐厅特调气泡饮', 'Signature sparkling drink'], summary: '以“欢乐颂”为名的无酒精特调。', body: ['青柠、接骨木花与气泡水。'], pointPrice: 450, stock: 300, shape: 9 },
  { type: 1, name: ['提拉米苏', 'Tiramisu slice'], summary: '咖啡馆自制提拉米苏一份。', body: ['含酒精成分，未成年人请选其他甜点。'], pointPrice: 700, stock: 150, shape: 10 },
  { type: 1, name: ['马卡龙六枚装', 'Six macarons'], summary: '六种口味马卡龙，装于音乐厅礼盒。', body: ['每日限量制作。'], pointPrice: 1100, stock: 40, left: 4, shape: 11 },
  { type: 1, name: ['演出前轻食套餐', 'Pre-concert light meal'], summary: '三明治、沙拉与饮品，开演前从容用餐。', body: ['演出日 17:30 起供应，请于开演前 30 分钟取用。'], pointPrice: 1800, stock: 200, recommend: true, shape: 11 },
  { type: 1, name: ['亲子音乐会果汁点心', 'Family concert juice and snack'], summary: '亲子音乐会专享果汁与小点心。', body: ['本期已兑完，下期亲子音乐会前补货。'], pointPrice: 600, stock: 120, left: 0, shape: 9 },
  { type: 1, name: ['圣诞热红酒', 'Christmas mulled wine'], summary: '圣诞音乐会季节限定热红酒一杯。', body: ['12 月开放兑换，仅限 18 岁以上会员领取。'], pointPrice: 800, stock: 200, shape: 9, opensInDays: 10 },
  { type: 1, name: ['夏夜冰淇淋', 'Summer night ice cream'], summary: '夏季露天音乐会限定冰淇淋。', body: ['本季兑换已结束。'], pointPrice: 500, stock: 300, shape: 10, endedDaysAgo: 20 },
];

export const goodsImage = (index: number) => `/art/goods-${index + 1}.svg`;
/** The detail page's second picture of a goods: the same object in another colourway. */
export const goodsAltImage = (index: number) => `/art/goods-${index + 1}-alt.svg`;
