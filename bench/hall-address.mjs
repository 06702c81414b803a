// The hall API's addresses for the bench's plain-node scripts, which cannot import its calls (lib/contract is
// TypeScript): read from the description the hall API serves (GET /openapi.json, made from its calls and routes), by
// method and the route's summary, so that a renamed address moves these scripts with it.
const described = new Map();
const describe = (hall) => fetch(`${hall}/openapi.json`).then((res) => res.json());

/** The address of the hall API's route `method` summarised `summary`, its parameters filled in (`{id}` → 7). */
export async function hallAddress(hall, method, summary, params = {}) {
  if (!described.has(hall)) described.set(hall, describe(hall));
  const { paths } = await described.get(hall);
  const found = Object.keys(paths).filter((path) => paths[path][method.toLowerCase()]?.summary === summary);
  if (found.length !== 1) throw new Error(`${hall} describes ${found.length} ${method} routes summarised "${summary}"`);
  return found[0].replace(/\{(\w+)\}/g, (_, name) => {
    if (params[name] === undefined) throw new Error(`${method} ${found[0]}: the parameter ${name} is missing`);
    return encodeURIComponent(String(params[name]));
  });
}
