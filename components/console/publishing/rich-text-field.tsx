'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';

/**
 * A small rich-text editor on the platform's own editable region: paragraphs, headings, bold, italic, lists and
 * links, the marks the public pages style. Whatever it (or a paste) produces, the hall API keeps only that list.
 */
const COMMANDS = [
  { command: 'bold', label: 'bold', symbol: 'B' },
  { command: 'italic', label: 'italic', symbol: 'I' },
  { command: 'formatBlock', value: 'h3', label: 'heading', symbol: 'H' },
  { command: 'formatBlock', value: 'p', label: 'paragraph', symbol: '¶' },
  { command: 'insertUnorderedList', label: 'bullets', symbol: '•' },
  { command: 'insertOrderedList', label: 'numbers', symbol: '1.' },
] as const;

export function RichTextField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const t = useTranslations('console.editor');
  const area = useRef<HTMLDivElement>(null);
  // The region is the source of truth while it has focus; a value from outside (a loaded record) replaces it.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value && document.activeElement !== el) el.innerHTML = value;
  }, [value]);

  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    onChange(area.current?.innerHTML ?? '');
  };

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium">
        {label}
      </p>
      <div
        role="toolbar"
        aria-label={t('toolbar', { field: label })}
        className="border-line flex flex-wrap gap-1 rounded-t border border-b-0 bg-stone-50 p-1"
      >
        {COMMANDS.map((c) => (
          <button
            key={c.label}
            type="button"
            className="min-h-9 min-w-9 rounded px-2 text-sm hover:bg-white"
            title={t(c.label)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c.command, 'value' in c ? c.value : undefined)}
          >
            <span aria-hidden>{c.symbol}</span>
            <span className="sr-only">{t(c.label)}</span>
          </button>
        ))}
        <button
          type="button"
          className="min-h-9 rounded px-2 text-sm hover:bg-white"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            const url = window.prompt(t('linkPrompt'));
            if (url) run('createLink', url);
          }}
        >
          {t('link')}
        </button>
      </div>
      <div
        ref={area}
        id={id}
        data-testid={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        contentEditable
        suppressContentEditableWarning
        className="rich-text border-line focus:border-brand focus:ring-brand min-h-32 rounded-b border bg-white px-3 py-2 outline-none focus:ring-1"
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
      />
    </div>
  );
}
