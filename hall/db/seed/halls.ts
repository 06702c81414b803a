import type { Tx } from '../client';
import { genres, hallSeats, halls } from '../schema';
import { GENRES } from './data/programme';
import type { GenreCode, HallCode } from './data/types';
import { HALL_LAYOUTS, seatScorer, type HallLayout } from './layout';
import { chunks } from './util';

/** A hall as the rest of the seed needs it: its id, and its seats in order of quality (best first). */
export type SeededSeat = { id: number; score: number; x: number; y: number; floor: number; area: string; row: number; number: number };
export type SeededHall = { id: number; code: HallCode; layout: HallLayout; seats: SeededSeat[] };

export async function seedHalls(tx: Tx): Promise<Map<HallCode, SeededHall>> {
  const out = new Map<HallCode, SeededHall>();
  for (const [sort, layout] of HALL_LAYOUTS.entries()) {
    const { spec } = layout;
    const [hall] = await tx
      .insert(halls)
      .values({
        code: spec.code,
        name: spec.name,
        enName: spec.enName,
        capacity: layout.seats.length,
        width: layout.width,
        height: layout.height,
        sort,
      })
      .returning({ id: halls.id });
    const score = seatScorer(layout);
    const seats: SeededHall['seats'] = [];
    for (const chunk of chunks(layout.seats, 500)) {
      const rows = await tx
        .insert(hallSeats)
        .values(chunk.map((s) => ({ hallId: hall.id, ...s })))
        .returning({
          id: hallSeats.id,
          floor: hallSeats.floor,
          area: hallSeats.area,
          row: hallSeats.row,
          number: hallSeats.number,
          x: hallSeats.x,
          y: hallSeats.y,
        });
      for (const r of rows) seats.push({ ...r, score: score(r) });
    }
    seats.sort((a, b) => a.score - b.score || a.id - b.id);
    out.set(spec.code, { id: hall.id, code: spec.code, layout, seats });
  }
  return out;
}

export async function seedGenres(tx: Tx): Promise<Map<GenreCode, number>> {
  const rows = await tx
    .insert(genres)
    .values(GENRES.map((g, sort) => ({ code: g.code, name: g.name, enName: g.enName, sort })))
    .returning({ id: genres.id, code: genres.code });
  return new Map(rows.map((r) => [r.code as GenreCode, r.id]));
}
