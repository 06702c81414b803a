'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/form-field';

type AreaList = { province_list: Record<string, string>; city_list: Record<string, string>; county_list: Record<string, string> };
export type Region = { province: string; city: string; county: string };

let areas: Promise<AreaList> | null = null;
/** The region table (GB/T 2260 names, ~33 kB gzip) loads with the first address form, not with the page. */
const loadAreas = () =>
  (areas ??= import('@vant/area-data').then(
    (m) => m.areaList,
    (err: unknown) => {
      areas = null; // a chunk that failed to load (a dropped connection) is fetched again by the next form
      throw err;
    },
  ));

/** Codes whose first `prefix` digits match: cities of a province (2), counties of a city (4). */
const childrenOf = (list: Record<string, string>, parent: string | undefined, prefix: number) =>
  parent ? Object.entries(list).filter(([code]) => code.slice(0, prefix) === parent.slice(0, prefix)) : [];
const codeOf = (list: [string, string][], name: string) => list.find(([, n]) => n === name)?.[0];

/** Province, city and county of a delivery address as three dependent selects; the names are what is stored. */
export function RegionSelects({ value, onChange, error }: { value: Region; onChange: (region: Region) => void; error?: string }) {
  const t = useTranslations('member.receivers');
  const [list, setList] = useState<AreaList | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadAreas().then(
      (l) => live && setList(l),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const provinces = useMemo(() => (list ? Object.entries(list.province_list) : []), [list]);
  const provinceCode = codeOf(provinces, value.province);
  const cities = useMemo(() => (list ? childrenOf(list.city_list, provinceCode, 2) : []), [list, provinceCode]);
  const cityCode = codeOf(cities, value.city);
  const counties = useMemo(() => (list ? childrenOf(list.county_list, cityCode, 4) : []), [list, cityCode]);

  const select = (id: string, label: string, options: [string, string][], current: string, pick: (name: string) => void) => (
    <SelectField
      id={id}
      label={label}
      value={current}
      onChange={(e) => pick(e.target.value)}
      disabled={!list || options.length === 0}
      aria-invalid={error && !current ? true : undefined}
    >
      <option value="">{list ? t('choose') : t('regionLoading')}</option>
      {options.map(([code, name]) => (
        <option key={code} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-3">
        {select('receiver-province', t('province'), provinces, value.province, (province) => onChange({ province, city: '', county: '' }))}
        {select('receiver-city', t('city'), cities, value.city, (city) => onChange({ ...value, city, county: '' }))}
        {select('receiver-county', t('county'), counties, value.county, (county) => onChange({ ...value, county }))}
      </div>
      {failed && (
        <p role="alert" className="text-brand mt-1 text-sm">
          {t('regionFailed')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-brand mt-1 text-sm" data-testid="receiver-region-error">
          {error}
        </p>
      )}
    </div>
  );
}
