import 'server-only';
import { DEV_SIGN_SECRET } from '@/lib/sign';

/** SIGN_SECRET, shared with the hall API; the development default is refused in production (like the hall API does). */
export function signSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.SIGN_SECRET || DEV_SIGN_SECRET;
  if (env.NODE_ENV === 'production' && secret === DEV_SIGN_SECRET) {
    throw new Error('SIGN_SECRET is not set: the development default is refused in production');
  }
  return secret;
}
