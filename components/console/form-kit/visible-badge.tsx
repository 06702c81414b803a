/** Whether a record is on the public site, as every console list marks it: green when shown, grey when not. */
export function VisibleBadge({ visible, shown, hidden }: { visible: boolean; shown: string; hidden: string }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs ${visible ? 'bg-emerald-700 text-white' : 'bg-stone-200 text-stone-800'}`}>
      {visible ? shown : hidden}
    </span>
  );
}
