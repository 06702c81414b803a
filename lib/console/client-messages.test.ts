// Every namespace a console component translates with reaches the browser: a word missing from the console's
// client messages shows as its raw key (the waiting list's entry states did, "waitingList.status.waiting").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zh from '@/messages/zh-CN.json';
import en from '@/messages/en-US.json';
import { consoleClientMessages } from './client-messages';

const ROOT = path.resolve(__dirname, '../../components/console');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [path.join(dir, e.name)] : [],
  );
const namespaces = [
  ...new Set(files(ROOT).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/useTranslations\('([\w.]+)'\)/g)].map((m) => m[1]))),
];

const at = (messages: unknown, dotted: string) =>
  dotted
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), messages);

test.each([
  ['zh-CN', zh],
  ['en-US', en],
])('every namespace the console translates with is in its client messages (%s)', (_, messages) => {
  const sent = consoleClientMessages(messages);
  expect(namespaces.length).toBeGreaterThan(20);
  expect(namespaces.filter((ns) => typeof at(sent, ns) !== 'object')).toEqual([]);
});
