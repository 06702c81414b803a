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

/** A past activity with its story, paragraph by paragraph ([Chinese, English] each), for /activityReview. */
const review = (zh: string, en: string, zhText: string, enText: string, daysAgo: number, story: [string, string][]): ContentSeed => ({
  title: [zh, en],
  summary: [zhText, enText],
  body: { zh: story.map((p) => p[0]), en: story.map((p) => p[1]) },
  daysAgo,
});

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
      review('上乐季回顾：交响之夜', 'Last season: symphonic evenings', '四十场交响音乐会，座无虚席的马勒与布鲁克纳。', 'Forty symphony concerts and packed houses for Mahler and Bruckner.', 100, [
        ['滨江交响乐团在主厅呈现了四十场交响音乐会，马勒第二、第五交响曲与布鲁克纳第七交响曲场场满座。', 'The Binjiang Symphony Orchestra gave forty concerts in the Main Hall; Mahler’s Second and Fifth and Bruckner’s Seventh sold out every night.'],
        ['十二场演出前的导赏讲座吸引了三千余名观众提前到场。', 'Twelve pre-concert talks drew more than three thousand listeners early.'],
      ]),
      review('上乐季回顾：室内乐', 'Last season: chamber music', '云栖弦乐四重奏贝多芬四重奏全集系列圆满落幕。', 'The Yunqi String Quartet completed its Beethoven quartet cycle.', 110, [
        ['云栖弦乐四重奏用六场音乐会演完贝多芬全部十六首弦乐四重奏，小音乐厅一票难求。', 'The Yunqi String Quartet played all sixteen of Beethoven’s quartets in six concerts to a full Small Hall.'],
        ['系列的现场录音将由音乐厅自有厂牌发行。', 'The hall’s own label will release the live recordings.'],
      ]),
      review('夏日音乐节', 'Summer festival', '一个月、六十场演出与活动。', 'One month, sixty concerts and events.', 55, [
        ['七月的夏日音乐节把音乐带到江景露台与一层大堂，六十场演出中有二十场免费向市民开放。', 'July’s summer festival took music out to the river terrace and the foyer; twenty of its sixty events were free.'],
      ]),
      review('新年音乐会', 'New Year concert', '施特劳斯家族圆舞曲与《拉德茨基进行曲》。', 'Strauss waltzes and the Radetzky March.', 280, [
        ['新年音乐会连演三场，观众随《拉德茨基进行曲》的节拍鼓掌，迎来新的一年。', 'Three New Year concerts ended, as they should, with the audience clapping along to the Radetzky March.'],
      ]),
      review('国乐新春音乐会', 'Chinese New Year concert', '民族乐团与合唱团共同迎接新春。', 'The Chinese Orchestra and the Chorus welcome the new year.', 240, [
        ['滨江民族乐团与爱乐合唱团携手演出《春节序曲》与新创作品，为观众送上新春祝福。', 'The Binjiang Chinese Orchestra and the Philharmonic Chorus played the Spring Festival Overture and new works to greet the year.'],
      ]),
      review('古乐节', 'Early music festival', '五天九场，从文艺复兴到巴洛克。', 'Nine concerts in five days, from the Renaissance to the Baroque.', 330, [
        ['来自六个国家的古乐团体带来九场音乐会，以及古钢琴与鲁特琴的工作坊。', 'Ensembles from six countries gave nine concerts, with workshops on the harpsichord and the lute.'],
      ]),
      review('青少年音乐季', 'Young people’s season', '八场导赏音乐会，六千名学生走进音乐厅。', 'Eight guided concerts brought 6,000 students into the hall.', 370, [
        ['八场导赏音乐会面向中小学生，乐手在台上讲解乐器与作品，六千名学生第一次走进音乐厅。', 'Eight guided concerts for schools, with players explaining their instruments, brought 6,000 students into a concert hall for the first time.'],
      ]),
      review('开幕五周年庆典', 'Fifth anniversary celebrations', '开放日、户外音乐会与特别演出。', 'An open day, an outdoor concert and a gala.', 420, [
        ['五周年之际，音乐厅举办开放日与江边户外音乐会，两万余名市民参与。', 'For its fifth birthday the hall opened its doors and gave an outdoor concert by the river for more than twenty thousand people.'],
      ]),
    ],
  },
];
