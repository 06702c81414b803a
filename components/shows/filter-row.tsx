import Link from 'next/link';

/** One filter of the list as links: the state lives in the URL, so back and reload keep it. */
export function FilterRow(props: {
  label: string;
  name: string;
  selected: string;
  options: { value: string; label: string; href: string }[];
}) {
  return (
    <div className="flex items-start gap-3 text-sm">
      <span className="text-muted w-14 shrink-0 py-1 lg:w-20">{props.label}</span>
      <ul className="flex flex-wrap gap-2" aria-label={props.label}>
        {props.options.map((o) => {
          const active = o.value === props.selected;
          return (
            <li key={o.value}>
              <Link
                href={o.href}
                scroll={false}
                aria-current={active ? 'true' : undefined}
                data-testid={`filter-${props.name}-${o.value}`}
                className={`block rounded-full px-3 py-1 ${active ? 'bg-brand text-white' : 'text-ink hover:text-brand bg-white'}`}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
