import type { Artist, RepertoireItem } from '../../schema';
import type { Pair } from '../util';

export type GenreCode = 'solo' | 'chamber' | 'ancient' | 'symphony' | 'folk' | 'crossover' | 'other';
export type HallCode = 'main' | 'small' | 'south';

/** A ticket class sold by quantity (sessions without a seat map). Prices in yuan. */
export type StockClass = { name: Pair; price: number; stock: number };

/** One performance (category 0) or activity (category 1) of the demo programme. */
export type PerfSeed = {
  key: string;
  category: 0 | 1;
  genre: GenreCode;
  hall: HallCode;
  title: Pair;
  subtitle: Pair;
  /** Defaults to the concert season of the first session. */
  series?: Pair;
  organizer?: Pair;
  host?: Pair;
  coHost?: Pair;
  intro: { zh: string[]; en: string[] };
  artists: Artist[];
  repertoire: RepertoireItem[];
  duration: number;
  /** Days from the seed run and Shanghai start time of each session. */
  sessions: [day: number, time: string][];
  /** Seat-map price tiers in yuan, dearest first (front and centre). */
  prices?: number[];
  /** Quantity-sold classes: the session has no seat map. */
  classes?: StockClass[];
  /** Adds a points-only class bound to a few seats, at this many points. */
  pointPrice?: number;
  hot?: boolean;
  recommend?: boolean;
  realName?: boolean;
  childLimit?: boolean;
  soldOut?: boolean;
  /** Sales open this many days after the seed run ("coming soon"). */
  saleInDays?: number;
  discount?: Pair;
  /** Index (0-based) into the education brands. */
  brand?: number;
  limits?: [perOrder: number, perMember: number];
};

export const artist = (name: string, enName: string, role: string, enRole: string): Artist => ({ name, enName, role, enRole });

/** A composer as [Chinese, English]. */
export type Composer = Pair;
export const work = (composer: Composer, zh: string, en: string): RepertoireItem => ({
  composer: composer[0],
  enComposer: composer[1],
  work: zh,
  enWork: en,
});

export const C = {
  bach: ['约翰·塞巴斯蒂安·巴赫', 'Johann Sebastian Bach'],
  beethoven: ['贝多芬', 'Ludwig van Beethoven'],
  brahms: ['勃拉姆斯', 'Johannes Brahms'],
  chopin: ['肖邦', 'Frédéric Chopin'],
  dvorak: ['德沃夏克', 'Antonín Dvořák'],
  haydn: ['海顿', 'Joseph Haydn'],
  liszt: ['李斯特', 'Franz Liszt'],
  mahler: ['马勒', 'Gustav Mahler'],
  mozart: ['莫扎特', 'Wolfgang Amadeus Mozart'],
  tchaikovsky: ['柴可夫斯基', 'Pyotr Ilyich Tchaikovsky'],
  vivaldi: ['维瓦尔第', 'Antonio Vivaldi'],
  trad: ['传统乐曲', 'Traditional'],
} satisfies Record<string, Composer>;

/** The hall itself, the default host of the programme. */
export const HALL: Pair = ['滨江音乐厅', 'Binjiang Concert Hall'];
export const HALL_COMPANY: Pair = ['上海滨江音乐厅管理有限公司', 'Shanghai Binjiang Concert Hall Management Co., Ltd.'];
export const ORCHESTRA: Pair = ['滨江交响乐团', 'Binjiang Symphony Orchestra'];
