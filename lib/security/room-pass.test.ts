import { createHmac, randomUUID } from 'node:crypto';
import { readQueueToken, readRoomPass, signQueueToken, signRoomPass } from './room-pass';

const SECRET = 'a-secret-for-the-room-tests';
const visitor = randomUUID();
const now = new Date('2026-06-01T10:00:00Z');
const later = new Date(now.getTime() + 20 * 60_000);

describe('room tokens and passes', () => {
  it('reads back what it signed: the visitor, the session and the pass’s end', () => {
    expect(readQueueToken(signQueueToken(visitor, 7, SECRET), 7, SECRET)).toEqual({ k: 'q', v: visitor, s: 7 });
    expect(readRoomPass(signRoomPass(visitor, 7, later, SECRET), 7, SECRET, now)).toEqual({
      k: 'p',
      v: visitor,
      s: 7,
      e: later.getTime() / 1000,
    });
  });

  it('refuses another session’s, the other kind, an expired pass and another secret', () => {
    const token = signQueueToken(visitor, 7, SECRET);
    const pass = signRoomPass(visitor, 7, later, SECRET);
    expect(readQueueToken(token, 8, SECRET)).toBeNull();
    expect(readRoomPass(pass, 8, SECRET, now)).toBeNull();
    expect(readRoomPass(token, 7, SECRET, now)).toBeNull();
    expect(readQueueToken(pass, 7, SECRET)).toBeNull();
    expect(readRoomPass(pass, 7, SECRET, later)).toBeNull();
    expect(readRoomPass(pass, 7, 'another-secret-of-some-length', now)).toBeNull();
  });

  it('refuses a changed payload, a changed or missing signature, and anything malformed, without throwing', () => {
    const pass = signRoomPass(visitor, 7, later, SECRET);
    const [, signature] = pass.split('.');
    const forged = Buffer.from(JSON.stringify({ k: 'p', v: visitor, s: 7, e: 9_999_999_999 })).toString('base64url');
    expect(readRoomPass(`${forged}.${signature}`, 7, SECRET, now)).toBeNull();
    expect(readRoomPass(`${pass.split('.')[0]}.${signature.slice(0, -2)}`, 7, SECRET, now)).toBeNull();
    for (const junk of [undefined, null, 42, '', '.', 'a.b', `${pass}.x`, 'x'.repeat(5000), '%%%.%%%', {}]) {
      expect(readRoomPass(junk, 7, SECRET, now)).toBeNull();
      expect(readQueueToken(junk, 7, SECRET)).toBeNull();
    }
  });

  it('signs with a key of its own (HKDF "room-pass"), not the secret itself', () => {
    const body = Buffer.from(JSON.stringify({ k: 'q', v: visitor, s: 7 })).toString('base64url');
    const withSecret = createHmac('sha256', SECRET).update(body).digest('base64url');
    expect(readQueueToken(`${body}.${withSecret}`, 7, SECRET)).toBeNull();
  });

  it('refuses a well-signed payload of the wrong shape', () => {
    expect(readQueueToken(signQueueToken('not-a-uuid', 7, SECRET), 7, SECRET)).toBeNull();
    expect(readQueueToken(signQueueToken(visitor, 0, SECRET), 0, SECRET)).toBeNull();
    expect(readRoomPass(signRoomPass(visitor, 7, new Date(Number.NaN), SECRET), 7, SECRET, now)).toBeNull();
  });
});
