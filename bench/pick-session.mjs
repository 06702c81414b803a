// Prints the id of a session on sale in the main hall (the 1,165-seat map) from the hall API at $HALL.
import { hallAddress } from './hall-address.mjs';

const { HALL } = process.env;
for (let id = 1; id <= 50; id++) {
  const seatMap = await hallAddress(HALL, 'GET', 'The seat map of a session’s hall, with prices', { id });
  const res = await fetch(`${HALL}${seatMap}`, { headers: { language: 'zh-CN' } });
  if (!res.ok) continue;
  const map = (await res.json()).data;
  if (map.seats.length >= 1100 && map.saleStatus === 'on_sale') {
    console.log(id);
    process.exit(0);
  }
}
throw new Error('no main-hall session on sale among sessions 1–50');
