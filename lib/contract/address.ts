// A call's method and address, and nothing that needs zod at run time: what the pages kept free of zod (the seat map,
// the waiting room: about 30 kB gzip less on a phone) send with instead of the whole call. The call is defined from
// its address in its area's file (`defineCall({ ...addresses.x, … })`), and the browser names the call's type beside
// the address (`bffAt<typeof calls.x>(addresses.x, input)`), which must then be the call's own: its input and answer
// are typed as the call's, with no schema loaded.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
