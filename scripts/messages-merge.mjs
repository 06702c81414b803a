// Merges a JSON fragment {"zh-CN": {...}, "en-US": {...}} from stdin into messages/*.json (namespace by namespace).
import fs from 'node:fs';
const fragment = JSON.parse(fs.readFileSync(0, 'utf8'));
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) a[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] ?? {}, v) : v;
  return a;
};
for (const locale of ['zh-CN', 'en-US']) {
  const file = `messages/${locale}.json`;
  const current = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify(merge(current, fragment[locale] ?? {}), null, 2) + '\n');
}
