import type { Ref } from 'react';
import { Search, X } from '../../ui/icons.tsx';
import type { ServicesPage } from '../../../schema/pages/services.ts';

type Texts = ServicesPage['search'];

/** The search field with its visible label and a button that empties it. */
export function DirectorySearchBox({
  texts,
  value,
  onChange,
  onClear,
  inputRef,
}: {
  texts: Texts;
  value: string;
  onChange: (v: string) => void;
  onClear: () => void;
  /** The field, focused again after a clear (a plain prop: React 18 keeps `ref` from function components). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div role="search" className="mx-auto max-w-2xl">
      <label htmlFor="services-search" className="mb-2 block font-semibold text-navy-900">
        {texts.label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-steel-600"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id="services-search"
          type="search"
          name="q"
          value={value}
          placeholder={texts.placeholder}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && value) {
              e.preventDefault();
              onClear();
            }
          }}
          className="block min-h-12 w-full rounded-lg border border-steel-500 bg-white py-3 pr-12 pl-12 text-base text-ink shadow-sm placeholder:text-steel-600 focus:border-accent-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={onClear}
            aria-label={texts.clear}
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-steel-600 hover:bg-steel-100 hover:text-navy-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
