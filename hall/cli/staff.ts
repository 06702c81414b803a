// npm run staff -- create --username <name> --name <display name> [--role administrator …]
// npm run staff -- list
// The first staff account of a fresh hall (later ones are created in the console by an administrator). The
// password comes from STAFF_PASSWORD, or is generated and printed once; the authenticator is enrolled at the
// first sign-in on /console/login. With the embedded database, stop the hall API first (one process opens it).
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { staffCreatePayload, STAFF_ROLES } from '@/lib/contract/staff';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { HallError } from '../errors';
import { createStaff, listStaff } from '../services/staff/accounts';

const USAGE = `usage:
  npm run staff -- create --username <name> --name <display name> [--role <role>]…   (roles: ${STAFF_ROLES.join(', ')}; default administrator)
  npm run staff -- list`;

/** 16 characters from an alphabet without look-alikes, with a letter and a digit for the password rule. */
function generatedPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)], digits[randomInt(digits.length)]];
  while (chars.length < 16) chars.push(all[randomInt(all.length)]);
  return chars.join('');
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { username: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', multiple: true } },
  });
  const command = positionals[0];
  if (command !== 'create' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === 'list') {
      for (const s of await listStaff(database.db)) {
        console.log(
          `${s.id}\t${s.username}\t${s.name}\t${s.roles.join(',')}\t${s.active ? 'active' : 'inactive'}\t${s.enrolled ? 'enrolled' : 'not enrolled'}`,
        );
      }
      return 0;
    }
    const fromEnv = process.env.STAFF_PASSWORD;
    const password = fromEnv || generatedPassword();
    const input = staffCreatePayload.safeParse({
      username: values.username,
      name: values.name,
      roles: values.role ?? ['administrator'],
      password,
    });
    if (!input.success) {
      const issue = input.error.issues[0];
      console.error(`${issue.path.join('.') || 'input'}: ${issue.message.replace(/^errors\./, '')}\n${USAGE}`);
      return 2;
    }
    const created = await createStaff(database.db, { staffId: null, username: 'cli' }, input.data);
    console.log(`created staff account ${created.username} (${created.roles.join(', ')})`);
    if (!fromEnv) console.log(`password: ${password}\n(shown once; change it in the console after signing in)`);
    console.log('sign in at /console/login; the first sign-in enrols an authenticator app (TOTP)');
    return 0;
  } catch (error) {
    if (error instanceof HallError) {
      console.error(`refused: ${error.key}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
