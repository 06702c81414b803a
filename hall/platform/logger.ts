import { stdSerializers, type LoggerOptions } from 'pino';
import { maskPersonalNumbers } from '@/lib/security/mask';

/**
 * An error as the log shows it: drizzle puts a failed statement's parameters (a buyer's ID number, a phone)
 * into the message and a `params` field; the statement stays, its values do not.
 */
function errorWithoutParameters(error: Error) {
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & Record<string, unknown>;
  const scrub = (text: unknown) =>
    typeof text === 'string' ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]') : text;
  serialized.message = scrub(serialized.message) as string;
  serialized.stack = scrub(serialized.stack) as string;
  delete serialized.params;
  if (serialized.cause && typeof serialized.cause === 'object') delete (serialized.cause as Record<string, unknown>).params;
  return serialized;
}

/** The hall API's pino options: every line passes through the mask of personal numbers on its way out. */
type Destination = { write(line: string): void };

export function loggerOptions(level: string, destination?: Destination): LoggerOptions & { stream?: Destination } {
  return {
    level,
    serializers: { err: errorWithoutParameters },
    hooks: { streamWrite: maskPersonalNumbers },
    ...(destination ? { stream: destination } : {}),
  };
}
