import Link from 'next/link';

export function SectionHeading({ id, title, more }: { id: string; title: string; more?: { href: string; label: string } }) {
  return (
    <div className="mb-5 flex items-end justify-between border-b border-line pb-2">
      <h2 id={id} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {more && (
        <Link href={more.href} className="text-sm text-brand hover:underline">
          {more.label}
        </Link>
      )}
    </div>
  );
}
