import type { ContentSeed, KindSeed } from './content-types';

const item = (zh: string, en: string, zhText: string, enText: string, daysAgo: number, extra?: Record<string, unknown>): ContentSeed => ({
  title: [zh, en],
  summary: [zhText, enText],
  daysAgo,
  extra,
});

/** An annual report: its year, and the PDF that /annualReport offers (written by scripts/art/annual-reports.mjs). */
const report = (year: number, zhText: string, enText: string): ContentSeed => ({
  title: [`${year} 年度报告`, `Annual report ${year}`],
  summary: [zhText, enText],
  date: `${year + 1}-03-31`,
  url: `/art/annual-report-${year}.pdf`,
  extra: { kind: 'report', year },
});

/** Music season (/music): friends of the hall, programme books, yearly materials, articles and themes. */
export const SEASON: KindSeed[] = [
  {
    kind: 'music_theme',
    ordered: true,
    image: true,
    items: [
      item('永恒的经典', 'Timeless Classics', '贝多芬、马勒、柴可夫斯基与德沃夏克的交响杰作。', 'Symphonic masterpieces by Beethoven, Mahler, Tchaikovsky and Dvořák.', 20),
      item('东方新声', 'New Voices from the East', '民族音乐与当代华人作曲家的对话。', 'Chinese traditional music in dialogue with contemporary Chinese composers.', 20),
      item('古乐之光', 'Light of Early Music', '古乐器与历史演奏实践，从文艺复兴到巴洛克。', 'Period instruments and historical performance, from the Renaissance to the Baroque.', 20),
    ],
  },
  {
    kind: 'music_material',
    image: true,
    items: [
      item('为什么《第九》如此特别？', 'Why is the Ninth so special?', '从第一个和弦到《欢乐颂》，读懂贝多芬的最后一部交响曲。', 'From the first chord to the Ode to Joy: understanding Beethoven’s last symphony.', 7),
      item('马勒的“小柔板”：一封写给爱人的情书', 'Mahler’s Adagietto: a love letter', '只用弦乐与竖琴写成的九分钟。', 'Nine minutes for strings and harp alone.', 13),
      item('古乐器有什么不同？', 'What makes period instruments different?', '羊肠弦、巴洛克弓与更低的音高。', 'Gut strings, Baroque bows and a lower pitch.', 19),
      item('江南丝竹入门', 'A beginner’s guide to silk and bamboo', '八大名曲与“你繁我简”的合奏智慧。', 'The eight classic pieces and the art of playing around each other.', 26),
      item('如何欣赏一场独奏会', 'How to enjoy a recital', '什么时候鼓掌？返场曲目怎么来？', 'When to clap, and where encores come from.', 35),
      item('电影配乐的交响传统', 'The symphonic tradition of film music', '从瓦格纳的主导动机到约翰·威廉姆斯。', 'From Wagner’s leitmotifs to John Williams.', 44),
    ],
  },
  {
    kind: 'program_album',
    image: true,
    items: [
      item('乐季开幕音乐会节目册', 'Season Opening Gala programme', '曲目解说、歌词对照与艺术家介绍。', 'Programme notes, sung texts with translation, and artist biographies.', 4),
      item('室内乐系列节目册', 'Chamber Music Series programme', '本乐季室内乐系列全部曲目解说。', 'Notes on every work in this season’s chamber series.', 10),
      item('古乐系列节目册', 'Early Music Series programme', '乐器图解与历史背景。', 'Illustrated instruments and historical background.', 16),
      item('国乐华章节目册', 'Splendours of Chinese Music programme', '民族乐器介绍与曲目解说。', 'Chinese instruments and notes on the programme.', 23),
    ],
  },
  {
    kind: 'year_material',
    ordered: true,
    image: true,
    items: [
      item('新乐季演出手册', 'New season brochure', '全年演出、教育活动与购票指南。', 'The year’s concerts, education events and how to buy tickets.', 15, { kind: 'brochure' }),
      report(2025, '演出、观众、教育与社区项目数据。', 'Figures on concerts, audiences, education and community work.'),
      report(2024, '乐季演出、观众与会员发展。', 'The season’s concerts, audiences and membership.'),
      report(2023, '开幕以来的发展与回顾。', 'Our development since opening.'),
    ],
  },
  {
    kind: 'music_friend',
    image: true,
    items: [
      item('乐友故事：从第一排到最后一排', 'Friends’ stories: from the front row to the back', '一位退休教师五年来听了两百场音乐会。', 'A retired teacher has heard two hundred concerts in five years.', 12),
      item('乐友故事：带着女儿听《彼得与狼》', 'Friends’ stories: Peter and the Wolf with my daughter', '一位父亲记录孩子的第一次音乐会。', 'A father remembers his child’s first concert.', 28),
      item('乐友故事：在合唱团里找到自己', 'Friends’ stories: finding myself in the choir', '社区合唱团成员的四年。', 'Four years in the community choir.', 49),
      item('乐友故事：一张票根的收藏', 'Friends’ stories: a collection of ticket stubs', '三百张票根里的音乐厅记忆。', 'Memories of the hall in three hundred ticket stubs.', 70),
    ],
  },
];
