import { SearchPanel } from '@/components/overlays/search-panel';

export function HomeSearch() {
  return (
    <div className="mx-auto -mt-6 max-w-2xl relative z-10">
      <SearchPanel variant="box" />
    </div>
  );
}
