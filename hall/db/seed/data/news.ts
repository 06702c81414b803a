import type { KindSeed } from './content-types';

const src = (zh: string, en: string) => ({ source: zh, enSource: en });

/** Media reports (/news index 0), video highlights (index 1) and announcements (index 2). */
export const NEWS: KindSeed[] = [
  {
    kind: 'media',
    image: true,
    items: [
      {
        title: ['滨江音乐厅发布新乐季：百余场演出贯穿全年', 'Binjiang Concert Hall announces its new season of more than 100 concerts'],
        summary: ['新乐季以贝多芬《第九交响曲》开幕，涵盖交响、室内乐、古乐、民乐与跨界等七大类别。', 'The season opens with Beethoven’s Ninth and spans seven genres from symphony and chamber music to early music, Chinese music and crossover.'],
        body: {
          zh: [
            '滨江音乐厅日前举行新乐季发布会，公布全年一百余场演出与两百余场艺术教育活动。音乐总监陈立行表示，新乐季将延续“经典与当代并重”的方针。',
            '乐季亮点包括马勒《第五交响曲》、巴赫无伴奏大提琴组曲全集两晚专场，以及当代华人作曲家作品音乐会。',
            '音乐厅同时宣布扩大学生票与会员优惠覆盖范围，并新增积分兑换专享票。',
          ],
          en: [
            'Binjiang Concert Hall has announced its new season: more than 100 concerts and over 200 education events. Music Director Chen Lixing said the season keeps its balance between the classics and the music of our time.',
            'Highlights include Mahler’s Fifth Symphony, the complete Bach Cello Suites over two evenings and a concert of works by contemporary Chinese composers.',
            'The hall also widened its student and member discounts and introduced tickets that can be redeemed with points.',
          ],
        },
        extra: src('申江文化报', 'Shenjiang Culture Daily'),
        daysAgo: 6,
      },
      {
        title: ['林嘉言独奏会门票开售即告罄', 'Lin Jiayan’s recital sells out on the first day'],
        summary: ['青年钢琴家林嘉言的独奏会开票当日售罄，音乐厅表示将考虑加演。', 'Tickets for young pianist Lin Jiayan’s recital sold out on the day they went on sale; the hall is considering an extra date.'],
        body: {
          zh: ['开票当天上午十点，林嘉言钢琴独奏会的一千余张门票在两小时内全部售出。这是音乐厅本乐季首场售罄的独奏会。', '音乐厅提醒观众通过官方网站与官方小程序购票，谨防非官方渠道高价转售。'],
          en: ['All of the more than one thousand tickets for Lin Jiayan’s recital were sold within two hours of going on sale at 10 a.m. It is the first recital of the season to sell out.', 'The hall reminds audiences to buy only through its official website and mini-program and to beware of resale at inflated prices.'],
        },
        extra: src('城市晨报', 'City Morning Post'),
        daysAgo: 12,
      },
      {
        title: ['滨江交响乐团完成欧洲巡演', 'Binjiang Symphony Orchestra returns from its European tour'],
        summary: ['乐团在五个国家演出八场，演奏了中国作品与经典曲目。', 'The orchestra gave eight concerts in five countries, pairing Chinese works with the classics.'],
        body: {
          zh: ['滨江交响乐团日前结束为期三周的欧洲巡演，在维也纳、布拉格、柏林等城市演出八场，上座率超过九成。', '巡演曲目包括德沃夏克与马勒的交响曲，以及两部中国作曲家委约新作。'],
          en: ['The Binjiang Symphony Orchestra has finished a three-week European tour of eight concerts in cities including Vienna, Prague and Berlin, with halls more than 90 percent full.', 'The programmes included symphonies by Dvořák and Mahler and two new works commissioned from Chinese composers.'],
        },
        extra: src('乐评周刊', 'Music Review Weekly'),
        daysAgo: 21,
      },
      {
        title: ['“小耳朵”音乐启蒙课程秋季班开课', 'Little Ears music classes begin their autumn term'],
        summary: ['三百余组家庭参与本学期的儿童音乐启蒙课程。', 'More than 300 families have joined this term’s music classes for young children.'],
        extra: src('申江文化报', 'Shenjiang Culture Daily'),
        daysAgo: 30,
      },
      {
        title: ['音乐厅管风琴完成十年大修', 'The hall’s pipe organ completes its ten-year overhaul'],
        summary: ['历时四个月的维护后，拥有四千余根音管的管风琴重新发声。', 'After four months of work, the organ and its more than 4,000 pipes are sounding again.'],
        body: {
          zh: ['音乐厅管风琴于开幕时落成，共有 62 个音栓、4,386 根音管。此次大修由原制造商技师完成，清洁并重新调律了全部音管。', '管风琴将在《合唱之声》音乐会上重新亮相。'],
          en: ['The organ was installed when the hall opened and has 62 stops and 4,386 pipes. Technicians from its builder cleaned and retuned every pipe.', 'It returns to the stage in the Voices in Harmony concert.'],
        },
        extra: src('城市晨报', 'City Morning Post'),
        daysAgo: 38,
      },
      {
        title: ['夏日音乐节闭幕：四万人次走进音乐厅', 'Summer festival closes after 40,000 visits'],
        summary: ['为期一个月的夏日音乐节共举办演出与活动六十场。', 'The month-long summer festival presented 60 concerts and events.'],
        extra: src('乐评周刊', 'Music Review Weekly'),
        daysAgo: 52,
      },
      {
        title: ['云栖弦乐四重奏获国际室内乐比赛大奖', 'Yunqi String Quartet wins an international chamber music prize'],
        summary: ['驻厅四重奏在决赛中演奏了肖斯塔科维奇与海顿的作品。', 'The hall’s resident quartet played Shostakovich and Haydn in the final.'],
        extra: src('申江文化报', 'Shenjiang Culture Daily'),
        daysAgo: 64,
      },
      {
        title: ['南厅改造完成，可灵活切换座席与站席', 'South Hall reopens with flexible seated and standing layouts'],
        summary: ['改造后的南厅可在一天内完成座席与站席布局的转换。', 'The refurbished South Hall can switch between seated and standing layouts within a day.'],
        extra: src('城市晨报', 'City Morning Post'),
        daysAgo: 75,
      },
      {
        title: ['“社区音乐计划”走进二十个街道', 'Community Music reaches twenty neighbourhoods'],
        summary: ['今年的社区公益音乐会覆盖全市二十个街道，惠及一万两千名居民。', 'This year’s free community concerts reached 12,000 residents in twenty neighbourhoods.'],
        extra: src('市民生活报', 'Citizens’ Life News'),
        daysAgo: 90,
      },
      {
        title: ['音乐厅推出电子票与刷码入场', 'The hall introduces e-tickets and QR code entry'],
        summary: ['观众购票后可在“我的订单”中查看电子票二维码，凭码入场。', 'After buying, audiences find the e-ticket QR code under My Orders and scan it at the door.'],
        extra: src('城市晨报', 'City Morning Post'),
        daysAgo: 110,
      },
      {
        title: ['民族乐团新作首演获好评', 'New work premiered by the Chinese Orchestra wins praise'],
        summary: ['委约新作以江南水乡为题材，融合丝竹与交响写法。', 'The commissioned piece, inspired by the water towns south of the Yangtze, blends silk-and-bamboo style with symphonic writing.'],
        extra: src('乐评周刊', 'Music Review Weekly'),
        daysAgo: 128,
      },
      {
        title: ['滨江音乐厅获评“城市文化地标”', 'Binjiang Concert Hall named a city cultural landmark'],
        summary: ['音乐厅以其建筑声学与公共教育项目获得认可。', 'The hall was recognised for its acoustics and its public education work.'],
        extra: src('市民生活报', 'Citizens’ Life News'),
        daysAgo: 150,
      },
    ],
  },
  {
    kind: 'video',
    image: true,
    items: [
      { title: ['乐季开幕音乐会预告片', 'Season Opening Gala: trailer'], summary: ['陈立行谈《第九交响曲》。', 'Chen Lixing on the Ninth Symphony.'], extra: { duration: '02:15' }, daysAgo: 5 },
      { title: ['林嘉言演奏肖邦《第一叙事曲》', 'Lin Jiayan plays Chopin’s First Ballade'], summary: ['独奏会精彩片段。', 'A highlight from her recital.'], extra: { duration: '09:48' }, daysAgo: 14 },
      { title: ['走进乐团：圆号声部', 'Inside the Orchestra: the horn section'], summary: ['首席圆号讲解乐器与演奏技巧。', 'The principal horn explains the instrument and how it is played.'], extra: { duration: '05:32' }, daysAgo: 22 },
      { title: ['二胡演奏家何雨桐：《赛马》', 'He Yutong plays Horse Racing on the erhu'], summary: ['国乐音乐会现场。', 'Live from a Chinese music concert.'], extra: { duration: '03:25' }, daysAgo: 33 },
      { title: ['云栖弦乐四重奏：海顿《皇帝》慢乐章', 'Yunqi String Quartet: Haydn “Emperor”, slow movement'], summary: ['室内乐系列现场录像。', 'Recorded live in the chamber music series.'], extra: { duration: '07:10' }, daysAgo: 41 },
      { title: ['管风琴大修纪录', 'Restoring the organ'], summary: ['四个月的大修，四千余根音管。', 'Four months and more than 4,000 pipes.'], extra: { duration: '04:40' }, daysAgo: 47 },
      { title: ['夏日音乐节回顾', 'Summer festival highlights'], summary: ['一个月，六十场演出。', 'One month, sixty events.'], extra: { duration: '03:58' }, daysAgo: 55 },
      { title: ['“小耳朵”课堂一日', 'A day at Little Ears'], summary: ['孩子们在音乐厅的第一堂音乐课。', 'Children’s first music lesson in the concert hall.'], extra: { duration: '02:50' }, daysAgo: 68 },
      { title: ['古韵巴洛克乐团：《四季·夏》第三乐章', 'Antiqua Baroque Ensemble: Summer, third movement'], summary: ['古乐器演奏的暴风雨。', 'A storm on period instruments.'], extra: { duration: '02:58' }, daysAgo: 80 },
      { title: ['音乐厅建筑声学之旅', 'The acoustics of the hall'], summary: ['声学顾问讲述扇形观众席的设计。', 'The acoustician explains the fan-shaped seating design.'], extra: { duration: '06:05' }, daysAgo: 96 },
    ],
  },
  {
    kind: 'announcement',
    image: false,
    items: [
      {
        title: ['关于法定节假日开放时间的公告', 'Opening hours on public holidays'],
        summary: ['节假日期间售票处与参观服务照常开放，时间调整如下。', 'The box office and guided visits stay open on public holidays, with adjusted hours.'],
        body: {
          zh: ['法定节假日期间，售票处开放时间调整为 10:00–20:00，参观导览每日 10:00、14:00、16:00 三场照常进行。', '假期客流较大，请尽量选择公共交通出行。'],
          en: ['On public holidays the box office opens from 10:00 to 20:00, and guided visits run daily at 10:00, 14:00 and 16:00.', 'Expect large crowds; please use public transport where possible.'],
        },
        daysAgo: 3,
      },
      {
        title: ['关于谨防非官方渠道购票的提示', 'Buy tickets only through official channels'],
        summary: ['请通过官方网站、官方小程序或售票处购票。', 'Please buy tickets only on the official website, mini-program or at the box office.'],
        body: {
          zh: ['近期发现有不法分子通过社交平台高价转售或伪造门票。音乐厅门票仅通过官方网站、官方小程序及现场售票处销售。', '非官方渠道购得的门票如无法入场，音乐厅无法承担相关责任。'],
          en: ['Tickets are being resold at high prices or forged on social media. The hall sells tickets only on its official website, its mini-program and at the box office.', 'The hall cannot accept responsibility for tickets bought elsewhere that fail at the door.'],
        },
        daysAgo: 9,
      },
      { title: ['《爵士夜》演出时间调整为 20:00', 'Jazz Night now starts at 20:00'], summary: ['原定 19:30 开演，现调整为 20:00，已购门票继续有效。', 'The start has moved from 19:30 to 20:00; tickets already bought remain valid.'], daysAgo: 11 },
      { title: ['停车场部分区域施工通知', 'Partial closure of the car park'], summary: ['地下停车场 B2 层东区施工期间暂停使用，请从西侧入口进入。', 'The east side of level B2 is closed for works; please use the west entrance.'], daysAgo: 18 },
      { title: ['会员积分规则更新', 'Changes to member points'], summary: ['自下月起，购票每消费 1 元累积 1 积分，积分可兑换专享票与文创商品。', 'From next month, every yuan spent on tickets earns one point, redeemable for points-only tickets and gifts.'], daysAgo: 26 },
      { title: ['关于实名制演出入场核验的说明', 'ID checks at real-name performances'], summary: ['实名制演出请携带购票时登记的证件原件入场。', 'For real-name performances, bring the original ID document you registered when buying.'], daysAgo: 34 },
      { title: ['售票系统升级维护公告', 'Ticketing system maintenance'], summary: ['系统将于周二凌晨 1:00–5:00 升级维护，期间暂停在线购票。', 'Online ticketing is unavailable on Tuesday from 01:00 to 05:00 for an upgrade.'], daysAgo: 45 },
      { title: ['参观导览恢复团体预约', 'Group visits can be booked again'], summary: ['团体参观（20 人以上）可通过“团体预约”提交意向。', 'Groups of 20 or more can submit a visit request through group reservations.'], daysAgo: 58 },
      { title: ['音乐厅咖啡馆营业时间调整', 'New café opening hours'], summary: ['咖啡馆营业时间调整为 10:00 至演出结束。', 'The café now opens from 10:00 until the end of the evening’s performance.'], daysAgo: 72 },
      { title: ['关于演出期间禁止拍摄的重申', 'A reminder: no photography during performances'], summary: ['为保障演出效果与版权，演出期间请勿拍照、录音、录像。', 'To protect the performance and the artists’ rights, please do not photograph or record during performances.'], daysAgo: 88 },
    ],
  },
];
