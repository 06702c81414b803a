import type { LayoutWords } from '@/lib/i18n/layout-words';
import { SearchPanel } from '@/components/overlays/search-panel';

export function HomeSearch({ words }: { words: LayoutWords['search'] }) {
  return (
    <div className="relative z-10 mx-auto -mt-6 max-w-2xl">
      <SearchPanel variant="box" words={words} />
    </div>
  );
}
