import type { ContentSeed, KindSeed } from './content-types';

const logo = (zh: string, en: string, zhNote: string, enNote: string): ContentSeed => ({ title: [zh, en], summary: [zhNote, enNote] });

const job = (title: [string, string], dept: [string, string], count: number, duties: [string[], string[]], daysAgo: number): ContentSeed => ({
  title,
  summary: [`${dept[0]} · 招聘 ${count} 人 · 上海`, `${dept[1]} · ${count} opening${count > 1 ? 's' : ''} · Shanghai`],
  body: {
    zh: ['<strong>岗位职责</strong>', ...duties[0], '简历请发送至 hr@binjianghall.example，邮件标题注明应聘岗位。'],
    en: ['<strong>Responsibilities</strong>', ...duties[1], 'Send your CV to hr@binjianghall.example with the position in the subject line.'],
  },
  extra: { department: dept[0], enDepartment: dept[1], location: '上海', enLocation: 'Shanghai', count },
  daysAgo,
});

const year = (y: number, zh: string, en: string): ContentSeed => ({ title: [`${y} 年`, `${y}`], summary: [zh, en], extra: { year: y }, date: `${y}-06-30` });

/** About us: sponsors, partners, team, jobs, history and downloads. */
export const ABOUT: KindSeed[] = [
  {
    kind: 'title_sponsor',
    ordered: true,
    image: true,
    items: [
      logo('江海银行', 'Jianghai Bank', '乐季冠名赞助', 'Season title sponsor'),
      logo('远帆汽车', 'Yuanfan Motors', '国际名家系列冠名赞助', 'Title sponsor of the International Artists Series'),
    ],
  },
  {
    kind: 'sponsor',
    ordered: true,
    image: true,
    items: [
      logo('澜庭酒店集团', 'Lanting Hotels', '指定酒店合作伙伴', 'Official hotel partner'),
      logo('青禾乳业', 'Qinghe Dairy', '“小耳朵”项目支持', 'Supporter of Little Ears'),
      logo('星川科技', 'Xingchuan Technology', '数字音乐厅技术支持', 'Digital concert hall technology partner'),
      logo('知音钢琴', 'Zhiyin Pianos', '指定钢琴', 'Official piano'),
      logo('海岸航空', 'Coastal Airlines', '指定航空合作伙伴', 'Official airline partner'),
      logo('云山茶业', 'Yunshan Tea', '音乐厅咖啡馆合作伙伴', 'Café partner'),
    ],
  },
  {
    kind: 'partner',
    ordered: true,
    image: true,
    items: [
      logo('滨江音乐学院', 'Binjiang Conservatory of Music', '大师课与人才培养', 'Masterclasses and young artists'),
      logo('市少年宫', 'City Children’s Palace', '青少年导赏音乐会', 'Concerts for young listeners'),
      logo('城市图书馆', 'City Library', '音乐讲座', 'Music talks'),
      logo('江南丝竹研究会', 'Jiangnan Silk & Bamboo Society', '传统音乐传承', 'Traditional music'),
      logo('滨江美术馆', 'Binjiang Art Museum', '跨界艺术项目', 'Cross-arts projects'),
      logo('东岸剧院联盟', 'East Bank Theatre Alliance', '演出交流', 'Touring exchange'),
      logo('市儿童医院', 'City Children’s Hospital', '病房音乐会', 'Bedside concerts'),
      logo('新乐坊当代音乐中心', 'New Music Workshop', '当代音乐委约', 'New music commissions'),
      logo('城市广播电台', 'City Radio', '音乐会转播', 'Concert broadcasts'),
      logo('滨江区文化馆', 'Binjiang District Cultural Centre', '社区音乐计划', 'Community Music'),
    ],
  },
  {
    kind: 'team',
    ordered: true,
    image: true,
    items: [
      logo('滨江交响乐团', 'Binjiang Symphony Orchestra', '驻厅交响乐团，成立于 2019 年，音乐总监陈立行，每乐季演出四十余场。', 'The resident orchestra, founded in 2019 under Music Director Chen Lixing, giving more than forty concerts a season.'),
      logo('滨江民族乐团', 'Binjiang Chinese Orchestra', '以民族管弦乐为主，兼顾江南丝竹等传统乐种，首席指挥王启明。', 'Performing music for Chinese orchestra and traditional genres such as silk and bamboo; principal conductor Wang Qiming.'),
      logo('滨江爱乐合唱团', 'Binjiang Philharmonic Chorus', '由八十位专业与业余歌者组成，合唱指挥吴思源。', 'Eighty professional and amateur singers led by chorus master Wu Siyuan.'),
      logo('云栖弦乐四重奏', 'Yunqi String Quartet', '驻厅室内乐团，多项国际比赛获奖者。', 'The hall’s resident quartet and winner of several international competitions.'),
      logo('古韵巴洛克乐团', 'Antiqua Baroque Ensemble', '使用古乐器演奏十七、十八世纪音乐的驻厅乐团。', 'The resident ensemble for seventeenth- and eighteenth-century music on period instruments.'),
      logo('滨江流行乐团', 'Binjiang Pops Orchestra', '专注电影音乐、音乐剧与跨界作品。', 'Specialising in film music, musicals and crossover.'),
      logo('艺术教育团队', 'Education team', '策划“小耳朵”、导赏音乐会与社区音乐计划。', 'Behind Little Ears, the guided concerts and Community Music.'),
      logo('舞台技术团队', 'Stage and technical team', '负责灯光、音响、舞台机械与录音录像。', 'Lighting, sound, stage machinery and recording.'),
    ],
  },
  {
    kind: 'job',
    image: false,
    items: [
      job(['票务专员', 'Ticketing Officer'], ['票务部', 'Ticketing'], 2, [['负责售票处现场售票、取票与观众咨询；', '协助处理线上订单与开票业务。'], ['Sell and issue tickets at the box office and answer audience questions;', 'Help with online orders and invoices.']], 8),
      job(['艺术教育项目经理', 'Education Programme Manager'], ['艺术教育部', 'Education'], 1, [['策划并执行儿童与青少年音乐教育项目；', '对接学校、社区等合作伙伴。'], ['Plan and run music education for children and young people;', 'Work with schools, communities and other partners.']], 15),
      job(['舞台音响师', 'Sound Engineer'], ['舞台技术部', 'Technical'], 1, [['负责演出扩声、录音与设备维护；', '具备三年以上剧场音响工作经验。'], ['Run amplification, recording and equipment maintenance for performances;', 'At least three years’ experience in theatre sound.']], 20),
      job(['新媒体编辑', 'Digital Content Editor'], ['市场部', 'Marketing'], 1, [['负责官方网站、公众号与视频号的内容策划与发布；', '具备良好的中英文写作能力。'], ['Plan and publish content for the website and social channels;', 'Write well in Chinese and English.']], 27),
      job(['前台服务主管', 'Front of House Supervisor'], ['观众服务部', 'Audience Services'], 1, [['管理演出期间的领位与观众服务团队；', '处理现场突发情况与观众反馈。'], ['Lead the usher and audience services team on performance days;', 'Handle incidents and audience feedback.']], 33),
      job(['场地租赁专员', 'Venue Hire Coordinator'], ['场地运营部', 'Venue Operations'], 1, [['接待场地租赁咨询、跟进合同与档期；', '协调演出方与各部门的技术对接。'], ['Handle venue hire enquiries, contracts and scheduling;', 'Coordinate between hirers and the hall’s departments.']], 40),
    ],
  },
  {
    kind: 'history',
    ordered: true,
    image: true,
    items: [
      year(2015, '滨江音乐厅项目立项，国际建筑设计竞赛启动。', 'The concert hall project is approved and an international design competition launched.'),
      year(2016, '音乐厅正式奠基，扇形观众席方案确定。', 'Groundbreaking; the fan-shaped auditorium design is confirmed.'),
      year(2018, '主体结构封顶，管风琴开始安装。', 'The structure is topped out and the pipe organ installation begins.'),
      year(2019, '音乐厅落成开幕，滨江交响乐团同年成立。', 'The hall opens, and the Binjiang Symphony Orchestra is founded.'),
      year(2020, '推出“云端音乐厅”线上音乐会，全年播放量逾千万。', 'Online concerts launch and are watched more than ten million times in the year.'),
      year(2021, '小音乐厅启用，室内乐系列与古乐系列开幕。', 'The Small Hall opens with new chamber music and early music series.'),
      year(2022, '“小耳朵”儿童音乐启蒙品牌创立。', 'The Little Ears programme for young children is founded.'),
      year(2023, '滨江交响乐团首次海外巡演。', 'The Binjiang Symphony Orchestra tours abroad for the first time.'),
      year(2024, '南厅改造完成，可灵活切换座席与站席。', 'The South Hall is refurbished for seated and standing layouts.'),
      year(2025, '“社区音乐计划”覆盖全市二十个街道。', 'Community Music reaches twenty neighbourhoods across the city.'),
    ],
  },
  {
    kind: 'download',
    ordered: true,
    image: false,
    items: [
      { title: ['音乐厅（主厅）座位图', 'Main Hall seating plan'], summary: ['含池座与楼座分区。', 'Stalls and balcony areas.'], url: '/art/download-seating-main.svg', daysAgo: 30 },
      { title: ['小音乐厅座位图', 'Small Hall seating plan'], summary: ['三个分区，约 400 座。', 'Three sections, about 400 seats.'], url: '/art/download-seating-small.svg', daysAgo: 30 },
      { title: ['南厅座位图', 'South Hall seating plan'], summary: ['座席布局，约 600 座。', 'Seated layout, about 600 seats.'], url: '/art/download-seating-south.svg', daysAgo: 30 },
      { title: ['舞台技术规格书', 'Technical rider'], summary: ['舞台尺寸、灯光、音响与后台设施。', 'Stage dimensions, lighting, sound and backstage facilities.'], url: '/art/technical-rider.txt', daysAgo: 60 },
      { title: ['场地租赁指南', 'Venue hire guide'], summary: ['租赁流程、档期申请与收费说明。', 'How to hire, apply for dates, and charges.'], url: '/art/venue-hire-guide.txt', daysAgo: 60 },
    ],
  },
];
