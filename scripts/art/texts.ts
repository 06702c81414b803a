/** Plain-text downloads of the venue-rental page (bilingual). */
import { HALL_LAYOUTS } from '../../hall/db/seed/layout';

const seats = (code: string) => HALL_LAYOUTS.find((l) => l.spec.code === code)!.seats.length;

const rider = `滨江音乐厅 舞台技术规格书 / Binjiang Concert Hall — Technical Rider
====================================================================

一、音乐厅（主厅） / Main Hall
  座位 / Seats: ${seats('main')}（池座 / Stalls + 楼座 / Balcony）
  舞台 / Stage: 宽 21 m × 深 14 m，可升降乐池 / 21 m wide × 14 m deep, with a lifting orchestra pit
  管风琴 / Pipe organ: 62 音栓，4,386 根音管 / 62 stops, 4,386 pipes
  钢琴 / Pianos: 九尺音乐会三角钢琴 ×2 / Two 9-ft concert grands
  混响时间 / Reverberation: 2.1 s（满场，中频 / occupied, mid frequencies）

二、小音乐厅 / Small Hall
  座位 / Seats: ${seats('small')}
  舞台 / Stage: 宽 12 m × 深 8 m / 12 m wide × 8 m deep
  钢琴 / Piano: 九尺音乐会三角钢琴 ×1 / One 9-ft concert grand

三、南厅 / South Hall
  座位 / Seats: ${seats('south')}（座席布局 / seated）；站席约 800 / about 800 standing
  舞台 / Stage: 宽 16 m × 深 10 m，可拆装 / 16 m wide × 10 m deep, demountable

四、灯光与音响 / Lighting and sound
  调光台 / Lighting desk: 2,048 通道 / 2,048 channels
  扩声 / PA: 线阵列主扩 + 补声 / line-array main system with fills
  录音 / Recording: 各厅均设录音间，可多轨录音与直播 / recording rooms in every hall, multitrack and live streaming

五、后台 / Backstage
  化妆间 12 间，乐器库，装卸货平台可停靠 9.6 m 货车
  12 dressing rooms, instrument store, loading dock for 9.6 m trucks

联系 / Contact: 舞台技术部 021-6888 1921 / Technical department +86 21 6888 1921
`;

const guide = `滨江音乐厅 场地租赁指南 / Binjiang Concert Hall — Venue Hire Guide
==================================================================

1. 场地咨询 / Enquiry — 注册企业账号并在线提交咨询。Register an enterprise account and send an enquiry online.
2. 意向预订 / Provisional booking — 档期确认后提交意向。Submit a provisional booking once the date is confirmed.
3. 支付定金 / Deposit — 五个工作日内支付定金以锁定档期（定金不予退还）。Pay the deposit within five working days to hold the date (non-refundable).
4. 签订合同 / Contract — 在线签署租赁合同。Sign the hire contract online.
5. 票务与项目协调 / Ticketing and coordination — 提交票务方案，协调技术与观众服务。Submit the ticketing plan and coordinate technical and audience services.
6. 项目实施与结算 / Delivery and settlement — 活动结束后完成费用与票款结算。Charges and ticket revenue are settled after the event.

收费 / Charges
  按场次计费，含 4 小时装台与 1 小时撤场；超时按小时计费。
  Charged per performance, including 4 hours of set-up and 1 hour of get-out; overtime is charged by the hour.

须知 / Notes
  演出类活动须取得演出许可；租用方须遵守音乐厅消防与安全规定。
  Performances need a performance licence; hirers must follow the hall's fire and safety rules.

联系 / Contact: 场地运营部 021-6888 1920 / Venue Operations +86 21 6888 1920
`;

export const DOWNLOAD_TEXTS: Record<string, string> = {
  'technical-rider.txt': rider,
  'venue-hire-guide.txt': guide,
};
