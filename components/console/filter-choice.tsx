'use client';

/** A console list's filter: a row of choices, one of them current (a radio group, for screen readers too). */
export function FilterChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  testIdPrefix,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
  testIdPrefix?: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          className={`rounded border px-3 py-1 text-sm ${value === option ? 'border-brand text-brand' : 'border-line'}`}
          onClick={() => onChange(option)}
          data-testid={testIdPrefix ? `${testIdPrefix}-${option}` : undefined}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
