import { secondaryButton } from '@/components/ui/form-field';

/** Beside an editor's save while a chosen record is open: back to a new one. Shown only while editing. */
export function CancelButton({ editing, label, onCancel }: { editing: boolean; label: string; onCancel: () => void }) {
  if (!editing) return null;
  return (
    <button type="button" className={secondaryButton} onClick={onCancel}>
      {label}
    </button>
  );
}
