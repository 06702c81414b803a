import { SearchPanel } from '@/components/overlays/search-panel';

export function HomeSearch() {
  return (
    <div className="relative z-10 mx-auto -mt-6 max-w-2xl">
      <SearchPanel variant="box" />
    </div>
  );
}
