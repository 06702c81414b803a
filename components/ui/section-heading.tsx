export function SectionHeading({ id, title, more }: { id: string; title: string; more?: { href: string; label: string } }) {
  return (
    <div className="border-line mb-5 flex items-end justify-between border-b pb-2">
      <h2 id={id} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {more && (
        <a href={more.href} className="text-brand text-sm hover:underline">
          {more.label}
          <span className="sr-only"> {title}</span>
        </a>
      )}
    </div>
  );
}
