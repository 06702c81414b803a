// Addresses bent the way only a hostile client bends them (e2e/security): each is built from a call's own address
// (`call.path`), so that a renamed call moves its probes with it. A path is counted by its segments: 0 is `api`
// (the leading slash has none), and a negative index counts from the end (-1: the last segment).

const segmentsOf = (path: string) => path.slice(1).split('/');
const joined = (segments: string[]) => `/${segments.join('/')}`;

function indexIn(segments: string[], segment: number, path: string): number {
  const index = segment < 0 ? segments.length + segment : segment;
  if (index < 0 || index >= segments.length) throw new Error(`${path} has no segment ${segment}`);
  return index;
}

/** The segments with `inserted` put before the segment `before`. */
function insertedBefore(path: string, before: number, inserted: string[]): string {
  const segments = segmentsOf(path);
  segments.splice(indexIn(segments, before, path), 0, ...inserted);
  return joined(segments);
}

/**
 * One letter of a segment as its percent-encoding, in lower-case hex (`login`, letter 0 → `%6cogin`): the same
 * address to a server that decodes before it routes, another string to one that matches first.
 */
export function percentEncoded(path: string, segment: number, letter = 0): string {
  const segments = segmentsOf(path);
  const index = indexIn(segments, segment, path);
  const word = segments[index];
  if (letter >= word.length) throw new Error(`${path}: the segment ${word} has no letter ${letter}`);
  segments[index] = `${word.slice(0, letter)}%${word.charCodeAt(letter).toString(16).padStart(2, '0')}${word.slice(letter + 1)}`;
  return joined(segments);
}

/** A segment in capitals (`…/DEV/sms_outbox`): another address to a server that matches letter case, the same to one that folds it. */
export function upperCased(path: string, segment: number): string {
  const segments = segmentsOf(path);
  const index = indexIn(segments, segment, path);
  segments[index] = segments[index].toUpperCase();
  return joined(segments);
}

/** A doubled slash before the segment `before` (`…//dev/sms_outbox`): an empty segment. */
export const doubledSlash = (path: string, before: number) => insertedBefore(path, before, ['']);

/** A `.` segment before the segment `before`, written plain or percent-encoded (`…/enterpriseuser/./login`, `…/enterpriseuser/%2e/login`). */
export const dotSegment = (path: string, before: number, spelling: '.' | '%2e' = '.') => insertedBefore(path, before, [spelling]);

/** A detour into a segment and back out before the segment `before` (`…/x/../enterpriseuser/login`). */
export const parentSegment = (path: string, before: number, detour = 'x') => insertedBefore(path, before, [detour, '..']);

/** A slash after the last segment, percent-encoded in capitals (`…/login%2F`). */
export const encodedTrailingSlash = (path: string) => `${path}%2F`;
