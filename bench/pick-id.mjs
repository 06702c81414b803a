// Prints the id of a real performance (activeType 0) from the hall API at $HALL.
import { hallAddress } from './hall-address.mjs';

const { HALL } = process.env;
const list = await hallAddress(HALL, 'GET', 'Performances or activities, filtered, a page');
const res = await fetch(`${HALL}${list}?activeType=0&page=1&pageSize=10`, { headers: { language: 'zh-CN' } });
const body = await res.json();
const id = body?.data?.list?.[0]?.id;
if (!id) throw new Error(`no performance in the hall API's list: ${JSON.stringify(body).slice(0, 300)}`);
console.log(id);
