// A call's method and address, and nothing that needs zod at run time: what the pages kept free of zod (the seat map,
// the waiting room: about 30 kB gzip less on a phone) send with instead of the whole call. The call is defined from
// its address in its area's file (`defineCall({ ...addresses.x, … })`), and the browser names the call's type beside
// the address (`bffAt<typeof calls.x>(addresses.x, input)`), which must then be the call's own: its input and answer
// are typed as the call's, with no schema loaded.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where every address of the hall API (and of the BFF that forwards it) starts. */
export const API_ROOT = '/api/';

/** A call's method and address, with their literal types kept. */
export const defineAddress = <const M extends Method, const P extends `/api/${string}`>(method: M, path: P) => ({ method, path });

/** The address with its parameters filled in (`:id` → 7), each encoded. */
export function addressPath(address: { method: Method; path: string }, params?: Record<string, string | number>): string {
  return address.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${address.method} ${address.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The cache key of a call's reads (`useCall`, `useAddress`): one key per address and input, whichever hook reads it. */
export const readKey = <I>(address: { method: Method; path: string }, input: I) => [`${address.method} ${address.path}`, input] as const;

/** Whether a URL's path is this address, whatever its parameters (a test waiting for the browser to reach it or leave it). */
export function isAddressOf(address: { path: string }, pathname: string): boolean {
  const pattern = address.path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${pattern.join('/')}$`).test(pathname);
}
