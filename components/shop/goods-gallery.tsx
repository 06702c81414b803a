/**
 * The goods' pictures: a row that snaps one to a view on phones, with no script; a grid from lg. The first
 * picture is the one the list shows.
 */
export function GoodsGallery({ images, label, pictureLabel }: { images: string[]; label: string; pictureLabel: (n: number) => string }) {
  return (
    <section aria-label={label}>
      {/* A row that scrolls on phones: reachable by keyboard, so arrows can scroll it. */}
      <ul
        tabIndex={0}
        className="focus-visible:outline-brand flex snap-x snap-mandatory gap-2 overflow-x-auto rounded lg:grid lg:grid-cols-2 lg:overflow-visible"
        data-testid="goods-gallery"
      >
        {images.map((src, i) => (
          // On phones the next picture peeks in at the edge (there is more to swipe); from lg all are in sight.
          <li
            key={src}
            className={`bg-paper aspect-square shrink-0 snap-start ${images.length > 1 ? 'w-[88%]' : 'w-full'} lg:w-full ${i === 0 ? 'lg:col-span-2' : ''}`}
          >
            <img
              src={src}
              alt={pictureLabel(i + 1)}
              width={600}
              height={600}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              className="h-full w-full rounded object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
