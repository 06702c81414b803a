import { maskConsole } from './mask-console';

test('the site server logs nothing but masked mobile and ID numbers', () => {
  const written: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => void written.push(line));
  maskConsole();
  console.error('forward failed for', { phone: '13812345678' }, new Error('ID 110102199003081234 refused'));
  spy.mockRestore();
  expect(written.join('\n')).not.toMatch(/13812345678|110102199003081234/);
  expect(written.join('\n')).toContain('138****5678');
});
