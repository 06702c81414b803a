import { HALL_LAYOUTS } from './hall/db/seed/layout';
for (const l of HALL_LAYOUTS) {
  const byArea = new Map<string, number>();
  for (const s of l.seats) byArea.set(`${s.floor}:${s.area}`, (byArea.get(`${s.floor}:${s.area}`) ?? 0) + 1);
  let min = Infinity;
  for (let i = 0; i < l.seats.length; i++) for (let j = i + 1; j < l.seats.length; j++) {
    const d = Math.hypot(l.seats[i].x - l.seats[j].x, l.seats[i].y - l.seats[j].y); if (d < min) min = d; }
  console.log(l.spec.code, l.seats.length, l.width, l.height, l.stageX, 'min', min.toFixed(2), [...byArea]);
}
