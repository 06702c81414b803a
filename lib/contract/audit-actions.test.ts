// Every action the audit log can hold has its words in both languages: the console's log shows a label, not a key.
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { AUDIT_ACTIONS } from './staff';

test.each([
  ['zh-CN', zh],
  ['en-US', en],
])('%s names every audit action under the key the log reads (dots are nesting to next-intl)', (_, messages) => {
  const labels = messages.console.audit.actions as Record<string, string>;
  const missing = AUDIT_ACTIONS.filter((action) => !labels[action.replace('.', '_')]);
  expect(missing).toEqual([]);
});
