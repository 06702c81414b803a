import type { Tx } from '../client';
import { brands } from '../schema';
import { html, type Pair } from './util';

type BrandSeed = { name: Pair; type: number; category: number; summary: Pair; body: { zh: string[]; en: string[] } };

/** Education brands (/artEducation); category 0 opens artEducationDes, the others artEducationDes2. */
export const EDUCATION_BRANDS: BrandSeed[] = [
  {
    name: ['小耳朵音乐启蒙', 'Little Ears'],
    type: 0,
    category: 0,
    summary: ['为 3–8 岁儿童设计的音乐启蒙课程与亲子工作坊。', 'Music classes and family workshops for children aged 3 to 8.'],
    body: {
      zh: [
        '“小耳朵”是滨江音乐厅的儿童音乐启蒙品牌。我们相信，每个孩子生来就会聆听。通过律动、游戏、故事与真实的乐器，孩子在音乐厅里第一次认识音乐。',
        '课程每学期十二节，由乐团演奏员与专业音乐教师共同授课；每月另有面向家庭的周末工作坊。',
      ],
      en: [
        'Little Ears is the hall’s music programme for young children. We believe every child is born a listener. Through movement, games, stories and real instruments, children meet music for the first time in a concert hall.',
        'Each term has twelve classes taught by orchestra players and music teachers, and there is a family workshop one weekend each month.',
      ],
    },
  },
  {
    name: ['青少年导赏音乐会', 'Concerts for Young Listeners'],
    type: 0,
    category: 0,
    summary: [
      '一小时的讲解式音乐会，让青少年走进交响乐的世界。',
      'One-hour concerts with commentary that open up the orchestra to young people.',
    ],
    body: {
      zh: [
        '每个乐季，滨江交响乐团为中小学生举办八场导赏音乐会。指挥在台上讲解作品背景与乐器特点，乐团现场示范。',
        '学校团体可通过“团体预约”申请专场，音乐厅为合作学校提供配套的课堂教案。',
      ],
      en: [
        'Each season the Binjiang Symphony Orchestra gives eight concerts for school students, with the conductor introducing each work and its instruments and the orchestra demonstrating.',
        'Schools can book dedicated performances through group reservations, and partner schools receive lesson plans to use in class.',
      ],
    },
  },
  {
    name: ['大师课', 'Masterclasses'],
    type: 1,
    category: 1,
    summary: [
      '来访艺术家为音乐学院学生授课，公众可购票旁听。',
      'Visiting artists teach conservatory students; the public can attend as auditors.',
    ],
    body: {
      zh: ['来厅演出的独奏家与室内乐团常在演出前后开设公开大师课。学员由合作音乐院校推荐，旁听席向所有音乐爱好者开放。'],
      en: [
        'Soloists and ensembles appearing at the hall often give public masterclasses around their concerts. Students are nominated by partner conservatories, and the auditor seats are open to all music lovers.',
      ],
    },
  },
  {
    name: ['国乐雅集', 'Chinese Music Salons'],
    type: 1,
    category: 1,
    summary: [
      '在小型沙龙中聆听古琴、琵琶与江南丝竹，了解中国传统音乐。',
      'Hear the guqin, pipa and silk-and-bamboo music up close in small salons.',
    ],
    body: {
      zh: ['国乐雅集每月一期，邀请传统乐器演奏家讲述乐器历史、曲目与流派，观众可在活动尾声亲手体验。'],
      en: [
        'Held monthly, each salon invites a player of a traditional instrument to talk about its history, repertoire and schools; the audience can try the instrument at the end.',
      ],
    },
  },
  {
    name: ['乐季导赏', 'Season Insights'],
    type: 2,
    category: 1,
    summary: ['演出前讲座与主题导赏，帮助观众更好地聆听。', 'Pre-concert talks and themed sessions to help you listen more deeply.'],
    body: {
      zh: ['围绕乐季重点演出，音乐学者与演奏家在演出前开设讲座、对谈与下午茶导赏，多数活动免费向持票观众开放。'],
      en: [
        'Around the season’s key concerts, musicologists and performers give talks, conversations and afternoon-tea sessions; most are free for ticket holders.',
      ],
    },
  },
  {
    name: ['社区音乐计划', 'Community Music'],
    type: 2,
    category: 1,
    summary: ['走出音乐厅，把音乐带进社区、学校与医院。', 'Taking music out of the hall into neighbourhoods, schools and hospitals.'],
    body: {
      zh: ['社区音乐计划包括社区合唱团、街道公益音乐会与医院病房音乐会。每年惠及上万名市民。'],
      en: [
        'Community Music runs community choirs, free neighbourhood concerts and bedside concerts in hospitals, reaching more than ten thousand people each year.',
      ],
    },
  },
];

export const brandImage = (index: number) => `/art/brand-${index + 1}.svg`;

/** Inserts the education brands and returns their ids in EDUCATION_BRANDS order. */
export async function seedBrands(tx: Tx): Promise<number[]> {
  const rows = await tx
    .insert(brands)
    .values(
      EDUCATION_BRANDS.map((b, i) => ({
        name: b.name[0],
        enName: b.name[1],
        type: b.type,
        category: b.category,
        summary: b.summary[0],
        enSummary: b.summary[1],
        body: html(b.body.zh),
        enBody: html(b.body.en),
        image: brandImage(i),
        sort: i,
      })),
    )
    .returning({ id: brands.id });
  return rows.map((r) => r.id);
}
