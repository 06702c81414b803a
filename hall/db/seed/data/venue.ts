import { HALL_LAYOUTS } from '../layout';
import type { ContentSeed, KindSeed } from './content-types';

const seatsOf = (code: string) => HALL_LAYOUTS.find((l) => l.spec.code === code)!.seats.length;

const step = (n: number, zh: string, en: string, zhText: string, enText: string): ContentSeed => ({
  title: [zh, en],
  summary: [zhText, enText],
  extra: { step: n },
});

const area = (zh: string, en: string, capacity: number, size: string, zhText: string, enText: string): ContentSeed => ({
  title: [zh, en],
  summary: [zhText, enText],
  extra: { capacity, size },
});

const item = (zh: string, en: string, zhText: string, enText: string, daysAgo: number): ContentSeed => ({ title: [zh, en], summary: [zhText, enText], daysAgo });

/** Venue rental (/fieldInfo): process, cases, rentable areas; and reviews of past seasons. */
export const VENUE: KindSeed[] = [
  {
    kind: 'rental_process',
    ordered: true,
    image: false,
    items: [
      step(1, '场地咨询', 'Enquiry', '注册企业账号，在线提交场地咨询，说明活动类型、日期与规模。', 'Register an enterprise account and send an enquiry with the type, date and size of your event.'),
      step(2, '意向预订', 'Provisional booking', '场地运营部确认档期后，提交意向预订信息。', 'Once Venue Operations confirms availability, submit a provisional booking.'),
      step(3, '支付定金', 'Deposit', '意向确认后五个工作日内支付定金以锁定档期。', 'Pay the deposit within five working days to hold the date.'),
      step(4, '签订合同', 'Contract', '双方确认技术需求与费用，在线签署场地租赁合同。', 'Agree technical needs and charges and sign the hire contract online.'),
      step(5, '票务与项目协调', 'Ticketing and coordination', '提交票务方案，与舞台技术、观众服务等部门协调执行细节。', 'Submit your ticketing plan and coordinate with the technical and audience services teams.'),
      step(6, '项目实施与结算', 'Delivery and settlement', '活动按计划实施，结束后完成费用结算与票款结算。', 'Your event takes place as planned; charges and ticket revenue are settled afterwards.'),
    ],
  },
  {
    kind: 'area',
    ordered: true,
    image: true,
    items: [
      area('音乐厅（主厅）', 'Main Hall', seatsOf('main'), '2,600 m²', '扇形观众席，配备管风琴，适合交响乐、大型音乐会与颁奖典礼。', 'Fan-shaped auditorium with a pipe organ, for symphony concerts, large recitals and award ceremonies.'),
      area('小音乐厅', 'Small Hall', seatsOf('small'), '900 m²', '温暖亲密的声学空间，适合独奏、室内乐与讲座。', 'An intimate, warm acoustic space for recitals, chamber music and talks.'),
      area('南厅', 'South Hall', seatsOf('south'), '1,200 m²', '座席与站席可灵活切换，适合跨界演出、发布会与晚宴。', 'Flexible seated or standing layouts for crossover shows, product launches and dinners.'),
      area('一层大堂', 'Ground-floor foyer', 500, '1,500 m²', '挑高大堂，适合展览、酒会与签售活动。', 'A lofty foyer for exhibitions, receptions and signings.'),
      area('排练厅', 'Rehearsal studio', 120, '400 m²', '具备专业声学处理，适合排练、录音与工作坊。', 'Acoustically treated for rehearsals, recordings and workshops.'),
      area('江景露台', 'River terrace', 200, '650 m²', '面向江景的户外露台，适合户外音乐会与派对。', 'An outdoor terrace over the river for open-air concerts and parties.'),
    ],
  },
  {
    kind: 'activity_case',
    image: true,
    items: [
      item('国际钢琴比赛决赛', 'International piano competition final', '在主厅举办的比赛决赛与颁奖典礼，全程网络直播。', 'Final round and award ceremony in the Main Hall, streamed live.', 40),
      item('新品发布音乐会', 'Product launch concert', '某科技企业在南厅举办的新品发布会，融合现场乐队演出。', 'A technology company’s launch in the South Hall with a live band.', 75),
      item('大学毕业音乐会', 'University graduation concert', '音乐学院年度毕业音乐会，三百余名师生参演。', 'A conservatory’s annual graduation concert with more than 300 performers.', 120),
      item('企业年会', 'Company annual gala', '主厅与大堂联动，晚宴与演出一站完成。', 'Main Hall and foyer used together for a dinner and show.', 160),
      item('合唱节展演', 'Choir festival', '二十支合唱团在两天内轮番登台。', 'Twenty choirs on stage over two days.', 210),
      item('唱片录音', 'Album recording', '室内乐团在小音乐厅完成专辑录音。', 'A chamber ensemble recorded an album in the Small Hall.', 260),
    ],
  },
  {
    kind: 'past_review',
    image: true,
    items: [
      item('上乐季回顾：交响之夜', 'Last season: symphonic evenings', '四十场交响音乐会，座无虚席的马勒与布鲁克纳。', 'Forty symphony concerts and packed houses for Mahler and Bruckner.', 100),
      item('上乐季回顾：室内乐', 'Last season: chamber music', '云栖弦乐四重奏贝多芬四重奏全集系列圆满落幕。', 'The Yunqi String Quartet completed its Beethoven quartet cycle.', 110),
      item('夏日音乐节', 'Summer festival', '一个月、六十场演出与活动。', 'One month, sixty concerts and events.', 55),
      item('新年音乐会', 'New Year concert', '施特劳斯家族圆舞曲与《拉德茨基进行曲》。', 'Strauss waltzes and the Radetzky March.', 280),
      item('国乐新春音乐会', 'Chinese New Year concert', '民族乐团与合唱团共同迎接新春。', 'The Chinese Orchestra and the Chorus welcome the new year.', 240),
      item('古乐节', 'Early music festival', '五天九场，从文艺复兴到巴洛克。', 'Nine concerts in five days, from the Renaissance to the Baroque.', 330),
      item('青少年音乐季', 'Young people’s season', '八场导赏音乐会，六千名学生走进音乐厅。', 'Eight guided concerts brought 6,000 students into the hall.', 370),
      item('开幕五周年庆典', 'Fifth anniversary celebrations', '开放日、户外音乐会与特别演出。', 'An open day, an outdoor concert and a gala.', 420),
    ],
  },
];
