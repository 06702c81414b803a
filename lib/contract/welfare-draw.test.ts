import { createHash } from 'node:crypto';
import { drawKey, drawOrder, sha256Hex } from './welfare-draw';

describe('the public-welfare draw', () => {
  it('keys each application by SHA-256 of "seed:number", as anyone can compute it with a shell tool', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await drawKey('s33d', 'W1-00002')).toBe(createHash('sha256').update('s33d:W1-00002').digest('hex'));
  });

  it('orders the same list the same way from the same seed, whatever order it is given in', async () => {
    const nos = Array.from({ length: 40 }, (_, i) => `W7-${String(i + 1).padStart(5, '0')}`);
    const drawn = await drawOrder('published-seed', nos);
    expect(await drawOrder('published-seed', [...nos].reverse())).toEqual(drawn);
    expect([...drawn].sort()).toEqual(nos);
    const keys = await Promise.all(drawn.map((no) => drawKey('published-seed', no)));
    expect([...keys].sort()).toEqual(keys);
  });

  it('gives another order from another seed, and the application order does not decide it', async () => {
    const nos = Array.from({ length: 40 }, (_, i) => `W7-${String(i + 1).padStart(5, '0')}`);
    const one = await drawOrder('seed-one', nos);
    expect(await drawOrder('seed-two', nos)).not.toEqual(one);
    expect(one).not.toEqual(nos);
  });
});
