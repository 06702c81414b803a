/**
 * The goods' pictures as a row that snaps one to a view: swiped on phones, scrolled on desktops, with no
 * script. The first picture is the one the list shows.
 */
export function GoodsGallery({ images, label, pictureLabel }: { images: string[]; label: string; pictureLabel: (n: number) => string }) {
  return (
    <section aria-label={label}>
      <ul className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded" data-testid="goods-gallery">
        {images.map((src, i) => (
          <li key={src} className="bg-paper aspect-square w-full shrink-0 snap-start">
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
      {images.length > 1 && (
        <p className="text-muted mt-2 text-center text-xs" aria-hidden>
          {images.map((_, i) => (i === 0 ? '●' : ' ○')).join('')}
        </p>
      )}
    </section>
  );
}
