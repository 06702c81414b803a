import { html } from '../util';

type Param = { key: string; value: string; enValue: string | null };
const rich = (key: string, zh: string[], en: string[]): Param => ({ key, value: html(zh), enValue: html(en) });
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const SITE_NAME = ['滨江音乐厅', 'Binjiang Concert Hall'] as const;

/** Rich texts and footer values of the site (site_params). Keys starting with `site.` form /api/site_param. */
export const SITE_PARAMS: Param[] = [
  rich(
    'about_us',
    [
      '滨江音乐厅坐落于上海浦东滨江，2019 年落成开放，由音乐厅（主厅，约 1,150 座）、小音乐厅（约 400 座）与南厅（约 600 座）组成，是一座以古典音乐为核心、兼容多元音乐形态的专业音乐厅。',
      '音乐厅拥有驻厅的滨江交响乐团、滨江民族乐团、滨江爱乐合唱团与云栖弦乐四重奏，每个乐季呈现百余场演出与两百余场艺术教育活动。',
      '我们的使命是让更多人走进音乐厅，让好音乐成为城市生活的一部分。',
    ],
    [
      'Binjiang Concert Hall stands on the riverside in Pudong, Shanghai. Opened in 2019, it has three venues: the Main Hall (about 1,150 seats), the Small Hall (about 400) and the South Hall (about 600). Classical music is at its heart, alongside many other kinds of music.',
      'The hall is home to the Binjiang Symphony Orchestra, the Binjiang Chinese Orchestra, the Binjiang Philharmonic Chorus and the Yunqi String Quartet, and presents more than a hundred concerts and two hundred education events each season.',
      'Our mission is to welcome more people into the concert hall and make great music part of city life.',
    ],
  ),
  rich(
    'contact_us',
    ['地址：上海市浦东新区滨江大道 2688 号', '票务热线：021-6888 1919（10:00–20:00）', '场地租赁：021-6888 1920', '媒体合作：press@binjianghall.example', '观众服务邮箱：service@binjianghall.example'],
    ['Address: 2688 Binjiang Avenue, Pudong New Area, Shanghai', 'Box office: +86 21 6888 1919 (10:00–20:00)', 'Venue hire: +86 21 6888 1920', 'Press: press@binjianghall.example', 'Audience services: service@binjianghall.example'],
  ),
  rich(
    'site_information',
    [
      '滨江音乐厅面向社会开放场地租赁，可承接音乐会、比赛、发布会、年会、录音与展览等各类活动。',
      '三座演出厅均配备专业的灯光、音响与舞台机械，并可提供票务销售、前台服务与宣传推广等配套服务。',
      '请注册企业账号后在线提交场地咨询，场地运营部将在两个工作日内与您联系。',
    ],
    [
      'Binjiang Concert Hall is available for hire for concerts, competitions, product launches, company events, recordings and exhibitions.',
      'All three halls have professional lighting, sound and stage machinery, and we can also provide ticketing, front-of-house services and promotion.',
      'Register an enterprise account and send an enquiry online; Venue Operations will contact you within two working days.',
    ],
  ),
  // No virtual tour: the hall sets its address in the console (content → site settings) when it has one.
  rich(
    'ticketing_description',
    [
      '购票渠道：官方网站、官方小程序及音乐厅售票处（10:00–20:00）。',
      '支付方式：支付宝、微信支付。订单须在 10 分钟内完成支付，逾期自动取消。',
      '门票一经售出，不退不换。实名制演出须为每张门票登记观演人证件，同一证件每场演出限购一张。',
      '电子票二维码可在“我的订单”中查看，凭码入场。如需发票，请在订单详情中申请电子发票。',
    ],
    [
      'Where to buy: the official website, the official mini-program and the box office (10:00–20:00).',
      'Payment: Alipay or WeChat Pay. Orders must be paid within 10 minutes or they are cancelled automatically.',
      'Tickets are non-refundable and non-exchangeable. For real-name performances each ticket must name an audience member’s ID document, one ticket per ID per performance.',
      'Find your e-ticket QR code under My Orders and scan it at the door. Request an electronic invoice from the order details.',
    ],
  ),
  rich(
    'member_benefits',
    ['注册即成为滨江音乐厅会员，享受以下权益：', list(['购票每消费 1 元累积 1 积分，积分可抵扣票款、兑换积分专享票与文创商品；', '部分演出会员专享 9 折；', '优先获得新乐季开票与会员活动信息；', '年消费满 3,000 元升级为 VIP 会员，享受专属客服与 VIP 专场活动。'])],
    ['Register to become a member of Binjiang Concert Hall and enjoy:', list(['one point for every yuan spent on tickets, usable towards tickets, points-only tickets and gifts;', '10% off selected performances;', 'early news of new seasons and member events;', 'VIP status when you spend 3,000 yuan in a year, with a dedicated service line and VIP events.'])],
  ),
  rich(
    'notice_member',
    [
      '欢迎注册滨江音乐厅会员。注册即表示您同意以下条款：',
      list(['会员账号以手机号为唯一标识，仅限本人使用，不得转让；', '请妥善保管账号密码，连续多次输错密码账号将被锁定 30 分钟；', '积分有效期为获得之日起两年，过期自动清零；', '音乐厅依法保护会员个人信息，详见《隐私政策》。']),
    ],
    [
      'Welcome to membership of Binjiang Concert Hall. By registering you agree to the following:',
      list(['your mobile number identifies your account, which is personal and may not be transferred;', 'keep your password safe; after repeated wrong passwords the account is locked for 30 minutes;', 'points expire two years after they are earned;', 'the hall protects your personal information as described in the Privacy Policy.']),
    ],
  ),
  rich(
    'notice_visit',
    ['参观须知：请提前 10 分钟到达一层大堂参观集合点，凭预约二维码签到；参观全程约 40 分钟，请跟随讲解员行动，勿触碰乐器与舞台设备。'],
    ['Visit notes: please arrive at the meeting point in the ground-floor foyer 10 minutes early and check in with your booking QR code. The tour lasts about 40 minutes; stay with your guide and do not touch instruments or stage equipment.'],
  ),
  rich(
    'notice_ticket',
    ['购票须知：门票一经售出，不退不换；1.2 米以下儿童谢绝入场（亲子活动除外）；实名制演出须凭购票证件入场；请勿通过非官方渠道购票。'],
    ['Ticket notes: tickets are non-refundable and non-exchangeable; children under 1.2 m are not admitted except at family events; bring your ID to real-name performances; buy only through official channels.'],
  ),
  rich(
    'notice_privacy',
    ['我们仅为提供购票、入场、会员与参观服务之目的收集您的手机号、姓名与证件信息，并采取加密存储等措施保护您的个人信息。未经您同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。'],
    ['We collect your mobile number, name and ID details only to provide ticketing, entry, membership and visit services, and protect them with measures such as encrypted storage. We do not share your personal information with third parties without your consent, except where the law requires.'],
  ),
  rich(
    'enterprise_project_notice',
    ['场地租赁须知：', list(['档期以定金到账为准，定金不予退还；', '活动内容须符合国家法律法规，演出类活动须取得演出许可；', '进场、装台与撤场时间须在合同中约定，超时按小时计费；', '租用方须遵守音乐厅消防与安全管理规定。'])],
    ['Venue hire notes:', list(['a date is held once the deposit is received; deposits are non-refundable;', 'events must comply with the law, and performances need a performance licence;', 'get-in, set-up and get-out times are fixed in the contract, and overtime is charged by the hour;', 'hirers must follow the hall’s fire and safety rules.'])],
  ),
  rich(
    'visit_team_rule',
    ['团体参观须知：', list(['团体讲解每批 20–60 人，人数更多的团体分批安排，每份意向最多 500 人；请至少提前 7 天提交意向；', '提交后工作人员将电话联系确认日期与场次；', '可选择不开票或开具增值税普通发票（3%）；', '学校团体须由教师带队。'])],
    ['Group visit notes:', list(['each guided group tour takes 20 to 60 people; larger groups are split into several tours, up to 500 people per request; please send your request at least 7 days ahead;', 'our staff will call you to confirm the date and time;', 'you may choose no invoice or a general VAT invoice (3%);', 'school groups must be accompanied by teachers.'])],
  ),
  rich(
    'visit_intro',
    [
      '走进滨江音乐厅，探访观众席、后台、乐器库与管风琴，聆听这座音乐厅的建筑与声学故事。',
      '参观时长约 40 分钟，票价 50 元/人，每日 10:00、14:00、16:00 三场，每场限 30 人。',
      list(['1.2 米以下儿童谢绝参观；', '16 岁以下儿童无需登记证件；', '每位成人最多可携带两名儿童；', '如遇演出或排练，参观路线可能调整。']),
    ],
    [
      'Step inside Binjiang Concert Hall: see the auditorium, backstage, the instrument store and the pipe organ, and hear the story of the building and its acoustics.',
      'Tours last about 40 minutes and cost 50 yuan per person, daily at 10:00, 14:00 and 16:00, with up to 30 people per tour.',
      list(['children under 1.2 m are not admitted;', 'children under 16 do not need to register an ID;', 'each adult may bring at most two children;', 'the route may change when there is a performance or rehearsal.']),
    ],
  ),
  rich(
    'coupon_use_rule',
    ['优惠券使用规则：', list(['每张订单限用一张优惠券，不与其他优惠同享；', '订单金额须达到优惠券使用门槛；部分优惠券在订单金额超过上限时不可用；', '优惠券仅适用于指定演出或活动，过期自动失效；', '使用优惠券的订单取消后，优惠券在有效期内退回账户。'])],
    ['How coupons work:', list(['one coupon per order, not combinable with other offers;', 'the order must reach the coupon’s minimum spend, and some coupons cannot be used above a maximum order amount;', 'coupons apply only to the listed performances or activities and expire automatically;', 'if an order that used a coupon is cancelled, the coupon returns to your account while it is still valid.'])],
  ),
  // The public-welfare programme is Chinese only (§2): its rules have no English text. How the draw is made fair
  // (seeds and SHA-256) is the page's own detail beside the rules, not part of them.
  {
    key: 'welfare.rules',
    value: html([
      '公益票是音乐厅面向社会公众推出的低价门票，让更多人走进音乐厅。每场公益票数量有限，实名申请，每个证件每场演出限申请一次，每位会员每场限申请一次。',
      '申请与抽签：',
      list([
          '申请期内，以“常用购票人”中的实名信息提交申请；申请人数不超过公益票数量时，所有申请人均获得购票名额；',
          '申请人数超过公益票数量时，申请截止后由系统自动抽签，排出申请人的先后顺序；抽签结果与依据全部公开，人人可以复核（见下方“抽签如何保证公平”）；',
        '排在前面的申请人依次获得名额；获得名额后须在规定时限内付款，逾期未付的名额依次顺延给下一位申请人。',
      ]),
      '抽签结束后仍有余票时，新的申请直接按先后顺序获得名额。公益票凭实名证件入场，不退不换。',
    ]),
    enValue: null,
  },
  { key: 'site.name', value: SITE_NAME[0], enValue: SITE_NAME[1] },
  { key: 'site.address', value: '上海市浦东新区滨江大道 2688 号', enValue: '2688 Binjiang Avenue, Pudong New Area, Shanghai' },
  { key: 'site.phone', value: '021-6888 1919', enValue: '+86 21 6888 1919' },
  { key: 'site.email', value: 'service@binjianghall.example', enValue: null },
  { key: 'site.icp', value: '沪ICP备20190688号-1', enValue: null },
  { key: 'site.police', value: '沪公网安备 31011502019688 号', enValue: 'Shanghai Public Security Filing 31011502019688' },
  { key: 'site.weibo', value: '@滨江音乐厅', enValue: '@BinjiangConcertHall' },
  { key: 'site.wechat', value: '滨江音乐厅', enValue: 'Binjiang Concert Hall' },
  { key: 'site.douyin', value: '@binjianghall', enValue: null },
  { key: 'site.bilibili', value: '滨江音乐厅官方', enValue: 'Binjiang Concert Hall (official)' },
  { key: 'site.openHours', value: '售票处 10:00–20:00（演出日延长至开演后 30 分钟）', enValue: 'Box office 10:00–20:00 (until 30 minutes after curtain on performance days)' },
  { key: 'site.packageOpen', value: '1', enValue: null },
  { key: 'site.welfareOpen', value: '1', enValue: null },
];
