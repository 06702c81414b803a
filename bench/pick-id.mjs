// Prints the id of a real performance (activeType 0) from the hall API at $HALL.
const res = await fetch(`${process.env.HALL}/api/project?activeType=0&page=1&pageSize=10`, { headers: { language: 'zh-CN' } });
const body = await res.json();
const id = body?.data?.list?.[0]?.id;
if (!id) throw new Error(`no performance in the hall API's list: ${JSON.stringify(body).slice(0, 300)}`);
console.log(id);
