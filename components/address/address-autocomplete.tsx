'use client';
/**
 * AddressAutocomplete: the one Thai address picker of every address form (customers,
 * orders, partners, members). A search box and the four fields it fills:
 *
 *   <AddressAutocomplete
 *     value={{ subdistrict, district, province, zipcode }}
 *     onChange={(parts) => setForm((f) => ({ ...f, ...parts }))}
 *     errors={{ zipcode: err('zipcode') }}     // translated, first error per field
 *   />
 *
 * Typing in the search box, or in any of the four fields, suggests subdistricts from
 * GET /api/v2/address (debounced; what was typed in a field searches that field only);
 * arrows and Enter (or a click) choose one and fill all four fields, in Thai or English
 * following the UI language. The fields stay editable for a place the list does not have.
 * ARIA 1.2 combobox: the focused field owns the listbox while it is open.
 */
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { TextField } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';

export interface AddressParts {
  subdistrict: string;
  district: string;
  province: string;
  zipcode: string;
}

/** A row of GET /api/v2/address. */
interface AddressOption {
  subdistrict_code: string | null;
  subdistrict_th: string;
  subdistrict_en: string;
  district_th: string;
  district_en: string;
  province_th: string;
  province_en: string;
  zipcode: string;
}

type Part = keyof AddressParts;
type Field = 'search' | Part;

const DEBOUNCE_MS = 250;
const SUGGESTIONS = 10;
const PARTS: readonly Part[] = ['subdistrict', 'district', 'province', 'zipcode'];

/** Enough typed to ask: two characters, or two digits of a postal code. */
function enough(field: Field, text: string): boolean {
  const t = text.trim();
  if (field === 'zipcode') return /^\d{2,5}$/.test(t);
  return [...t].length >= 2;
}

export function partsOf(o: AddressOption, lang: 'th' | 'en'): AddressParts {
  return lang === 'en'
    ? {
        subdistrict: o.subdistrict_en,
        district: o.district_en,
        province: o.province_en,
        zipcode: o.zipcode,
      }
    : {
        subdistrict: o.subdistrict_th,
        district: o.district_th,
        province: o.province_th,
        zipcode: o.zipcode,
      };
}

export function AddressAutocomplete(props: {
  value: AddressParts;
  onChange: (value: AddressParts) => void;
  errors?: Partial<Record<Part, string | undefined>>;
  disabled?: boolean;
  /** Shown above the search box (e.g. a hint); optional. */
  children?: ReactNode;
}) {
  const { value, onChange, errors = {}, disabled } = props;
  const t = useTranslations('address');
  const lang: 'th' | 'en' = useLocale() === 'en' ? 'en' : 'th';
  const listId = useId();
  const [search, setSearch] = useState('');
  /** The field whose text is being searched, and that text. */
  const [query, setQuery] = useState<{ field: Field; text: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ key: string; options: AddressOption[] } | null>(null);
  const [highlight, setHighlight] = useState(-1);

  const key =
    query && enough(query.field, query.text) ? `${query.field}:${query.text.trim()}:${lang}` : '';

  useEffect(() => {
    if (!key || !query || !open) return;
    const controller = new AbortController();
    const param = query.field === 'search' ? 'q' : query.field;
    const timer = window.setTimeout(() => {
      api<{ data: AddressOption[] }>('/api/v2/address', {
        query: { [param]: query.text.trim(), lang, limit: SUGGESTIONS },
        signal: controller.signal,
      }).then(
        (res) => {
          setResult({ key, options: res.data });
          setHighlight(res.data.length > 0 ? 0 : -1);
        },
        () => {
          // A failed or cancelled suggestion leaves the fields as typed.
          if (!controller.signal.aborted) setResult({ key, options: [] });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, query, open, lang]);

  const options = result && result.key === key ? result.options : [];
  const loaded = Boolean(key) && result?.key === key;
  const showList = open && Boolean(key) && loaded;

  function typed(field: Field, text: string) {
    if (field === 'search') setSearch(text);
    else onChange({ ...value, [field]: text });
    setQuery({ field, text });
    setOpen(true);
    setHighlight(-1);
  }

  function choose(o: AddressOption) {
    onChange(partsOf(o, lang));
    setSearch('');
    setOpen(false);
    setQuery(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!showList || options.length === 0) {
      if (e.key === 'ArrowDown' && key) setOpen(true);
      return;
    }
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setHighlight((h) => (h + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setHighlight((h) => (h <= 0 ? options.length - 1 : h - 1));
    } else if (e.key === 'Enter') {
      // Enter picks the highlighted suggestion instead of submitting the form.
      if (highlight >= 0 && options[highlight]) {
        e.preventDefault();
        choose(options[highlight]!);
      }
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false);
    }
  }

  /** The combobox attributes of a field; the listbox belongs to the field being searched. */
  function comboProps(field: Field) {
    const owns = query?.field === field && showList;
    return {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': owns,
      'aria-controls': owns ? listId : undefined,
      'aria-activedescendant': owns && highlight >= 0 ? `${listId}-${highlight}` : undefined,
      autoComplete: 'off',
      disabled,
      onKeyDown,
      onBlur: () => setOpen(false),
      onFocus: () => {
        if (query?.field === field) setOpen(true);
      },
    };
  }

  function list(field: Field) {
    if (query?.field !== field || !showList) return null;
    return (
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        className="absolute left-0 right-0 z-50 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        data-testid="address-options"
      >
        {options.length === 0 ? (
          <li className="px-3 py-2 text-slate-500" data-testid="address-no-results">
            {t('noResults')}
          </li>
        ) : (
          options.map((o, i) => {
            const p = partsOf(o, lang);
            return (
              <li
                key={`${o.subdistrict_code ?? o.subdistrict_th}-${o.zipcode}-${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === highlight}
                // mousedown, not click: the field keeps its focus and its list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
                onMouseEnter={() => setHighlight(i)}
                className={cn(
                  'cursor-pointer px-3 py-2',
                  i === highlight ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                )}
                data-testid="address-option"
                data-zipcode={o.zipcode}
              >
                <span className="font-semibold">{p.subdistrict}</span>
                <span className="text-slate-500">
                  {' · '}
                  {p.district}
                  {' · '}
                  {p.province}
                  {' · '}
                </span>
                <span className="tabular-nums">{p.zipcode}</span>
              </li>
            );
          })
        )}
      </ul>
    );
  }

  return (
    <div className="space-y-3" data-testid="address-autocomplete">
      {props.children}
      <div className="relative">
        <TextField
          label={t('search')}
          hint={t('searchHint')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(e) => typed('search', e.target.value)}
          data-testid="address-search"
          {...comboProps('search')}
        />
        {list('search')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {PARTS.map((part) => (
          <div key={part} className="relative">
            <TextField
              label={t(part)}
              value={value[part]}
              onChange={(e) => typed(part, e.target.value)}
              error={errors[part]}
              inputMode={part === 'zipcode' ? 'numeric' : undefined}
              maxLength={part === 'zipcode' ? 5 : 100}
              data-testid={`address-${part}`}
              {...comboProps(part)}
            />
            {list(part)}
          </div>
        ))}
      </div>
    </div>
  );
}
