import { ACTIVITIES } from './activities';
import { PERFORMANCES_1 } from './performances-1';
import { PERFORMANCES_2 } from './performances-2';
import type { GenreCode, PerfSeed } from './types';

/** The whole demo programme in insertion order; item n (1-based) has poster /art/performance-n.svg. */
export const PROGRAMME: PerfSeed[] = [...PERFORMANCES_1, ...PERFORMANCES_2, ...ACTIVITIES];

export const posterOf = (index: number) => `/art/performance-${index + 1}.svg`;

export const GENRES: { code: GenreCode; name: string; enName: string; color: string }[] = [
  { code: 'solo', name: '独奏', enName: 'Solo recital', color: '#B8860B' },
  { code: 'chamber', name: '室内乐', enName: 'Chamber music', color: '#2E7D6B' },
  { code: 'ancient', name: '古乐', enName: 'Early music', color: '#8B5A2B' },
  { code: 'symphony', name: '交响乐', enName: 'Symphony', color: '#9B1C31' },
  { code: 'folk', name: '民乐', enName: 'Chinese folk music', color: '#C2410C' },
  { code: 'crossover', name: '跨界/流行', enName: 'Crossover & pop', color: '#6D28D9' },
  { code: 'other', name: '其他', enName: 'Others', color: '#1D4E89' },
];
