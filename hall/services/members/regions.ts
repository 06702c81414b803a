import { areaList } from '@vant/area-data';

/**
 * The province, city and district of an address, checked against the same area data the address form offers
 * (@vant/area-data): codes are PPCCDD, so a city belongs to the province sharing its first two digits and a
 * district to the city sharing its first four.
 */
type Level = Record<string, string>;

function codesByName(level: Level) {
  const byName = new Map<string, string[]>();
  for (const [code, name] of Object.entries(level)) byName.set(name, [...(byName.get(name) ?? []), code]);
  return byName;
}

const provinces = codesByName(areaList.province_list);
const cities = codesByName(areaList.city_list);
const counties = codesByName(areaList.county_list);

export function isKnownRegion(province: string, city: string, county: string): boolean {
  return (provinces.get(province) ?? []).some((p) =>
    (cities.get(city) ?? []).some(
      (c) => c.startsWith(p.slice(0, 2)) && (counties.get(county) ?? []).some((d) => d.startsWith(c.slice(0, 4))),
    ),
  );
}
