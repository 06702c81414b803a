// The browser's zod runs without compiled parsers (zod-config.ts), set without importing zod: zod must still read it.
import './zod-config';
import { globalConfig } from 'zod/v4/core';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('is jitless: the flag is set where zod reads its configuration', () => {
    expect(globalConfig.jitless).toBe(true);
    const probe = jest.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(probe).not.toHaveBeenCalled();
  });
});
