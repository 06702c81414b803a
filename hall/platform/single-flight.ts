/**
 * Callers asking for the same key while a call for it is in flight share that call's answer instead of starting
 * another. For reads many clients repeat at once (every open seat map polling one session in an on-sale): the
 * answer is at most one query old, and the database sees one query per key at a time however many ask.
 */
export function singleFlight<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>();
  return (key) => {
    const running = inFlight.get(key);
    if (running) return running;
    const call = load(key).finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  };
}
