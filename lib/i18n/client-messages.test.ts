import fs from 'node:fs';
import path from 'node:path';
import type { AbstractIntlMessages } from 'next-intl';
import zh from '@/messages/zh-CN.json';
import en from '@/messages/en-US.json';
import { clientMessages } from './client-messages';
import { CLIENT_ERRORS } from './client-errors';

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/**
 * Every refusal the site's client code can word: an `errors.<key>` anywhere (the contract's form checks), and each
 * key quoted in a file that translates the `errors` namespace itself or in the contract and validation code (a
 * problem's name that a form turns into `errors.<name>`). The console has its own layout and messages.
 */
function keysNamedByTheSite(): Set<string> {
  const files = ['app', 'components', 'lib']
    .flatMap(walk)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)console\//.test(f));
  const keys = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/\berrors\.([a-zA-Z]+)/g)) if (m[1] in zh.errors) keys.add(m[1]);
    // The contract's checks name a problem that a form words as `errors.${problem}` (visitorsProblem).
    const wordsErrors = code.includes("useTranslations('errors')") || /^lib\/(contract|validation)\//.test(file);
    if (wordsErrors) for (const m of code.matchAll(/'([a-zA-Z]+)'/g)) if (m[1] in zh.errors) keys.add(m[1]);
  }
  return keys;
}

describe('clientMessages', () => {
  it('sends the browser only the refusals its code words, not the hall API’s (worded in their envelope)', () => {
    for (const messages of [zh, en]) {
      const sent = clientMessages(messages as AbstractIntlMessages).errors as Record<string, unknown>;
      expect(Object.keys(sent).sort()).toEqual([...CLIENT_ERRORS].sort());
      expect(Object.keys(sent).length).toBeLessThan(Object.keys(messages.errors).length * 0.6);
    }
  });

  it('sends every refusal the client code names', () => {
    const missing = [...keysNamedByTheSite()].filter((key) => !CLIENT_ERRORS.includes(key));
    expect(missing).toEqual([]);
    expect(CLIENT_ERRORS.filter((key) => !(key in zh.errors) || !(key in en.errors))).toEqual([]);
  });

  it('cuts a catalog’s errors once, so a page with several providers sends them once', () => {
    expect(clientMessages(zh as AbstractIntlMessages).errors).toBe(clientMessages(zh as AbstractIntlMessages).errors);
  });

  it('leaves out the namespaces no public client component translates', () => {
    expect(Object.keys(clientMessages(zh as AbstractIntlMessages))).not.toContain('shows');
  });
});
