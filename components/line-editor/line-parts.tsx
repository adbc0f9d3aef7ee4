'use client';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { LINE_SIZES, type LineSize } from '@/components/line-editor/line-sizes';

// The parts every product line of a form has, whatever else it holds (prices, costs,
// balances): the row with its product, remove and errors, the cells, the decimal inputs;
// and the box shown with no line.

type LineHead = {
  key: string;
  product_id: number;
  name: string;
  sku: string;
  barcode: string | null;
};

/**
 * A product line: the product first, then the form's cells (`children`), remove, and the
 * line's errors across the row. It flashes while a scan has just reached it.
 */
export function LineRow(props: {
  line: LineHead;
  flashing: boolean;
  size: LineSize;
  /** The row's columns from lg up (the form's header row has the same). */
  gridClass: string;
  /**
   * The product on a row of its own above the cells at every width, for a form whose
   * cells leave a product column too narrow to read a long name in.
   */
  productAcross?: boolean;
  /** A further state of the row (e.g. short of stock). */
  highlight?: string | false;
  data?: Record<`data-${string}`, string | number | boolean | undefined>;
  remove: { onRemove: () => void; label: string; title: string };
  errors: ReadonlyArray<string | undefined>;
  testId: string;
  children: ReactNode;
}) {
  const { line, flashing, size, testId } = props;
  return (
    <div
      className={cn(
        'grid grid-cols-2 items-start gap-2 px-3 py-3 transition-colors duration-500 sm:grid-cols-4',
        props.gridClass,
        flashing && 'bg-emerald-100',
        props.highlight,
      )}
      data-testid={testId}
      data-line-key={line.key}
      data-product-id={line.product_id}
      {...props.data}
      data-flash={flashing ? 'on' : undefined}
    >
      <LineProduct
        line={line}
        size={size}
        across={props.productAcross ?? false}
        testId={`${testId}-name`}
      />
      {props.children}
      <LineRemove {...props.remove} size={size} testId={`${testId}-remove`} />
      <LineErrors texts={props.errors} />
    </div>
  );
}

/** No line yet: the hint, or the form's "add a product" error in its place. */
export function LinesEmpty({
  error,
  text,
  testId,
}: {
  error: string | undefined;
  text: string;
  testId: string;
}) {
  return (
    <div
      className={cn(
        'rounded-md border border-dashed px-4 py-8 text-center text-sm',
        error ? 'border-red-400 text-red-600' : 'border-slate-300 text-slate-500',
      )}
      role={error ? 'alert' : undefined}
      data-testid={testId}
    >
      {error ?? text}
    </div>
  );
}

/**
 * The product of a line: its name, then SKU and barcode. A long name wraps (the variant
 * is at its end); the codes are cut at the column's width, whole on hover.
 */
function LineProduct({
  line,
  size,
  across,
  testId,
}: {
  line: LineHead;
  size: LineSize;
  across: boolean;
  testId: string;
}) {
  const codes = `${line.sku}${line.barcode ? ` · ${line.barcode}` : ''}`;
  return (
    <div
      className={cn(
        'col-span-2 min-w-0 sm:col-span-4',
        across ? 'lg:col-span-full' : 'lg:col-span-1',
      )}
    >
      <p className={LINE_SIZES[size].name} data-testid={testId}>
        {line.name}
      </p>
      <p className="truncate text-xs text-slate-500" title={codes}>
        {codes}
      </p>
    </div>
  );
}

/** A cell of a line, with its column name shown where the header row is not (narrow screens). */
export function LineCell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <span className="mb-1 block text-xs font-semibold text-slate-500 lg:hidden">{label}</span>
      {children}
    </div>
  );
}

function LineRemove(props: {
  onRemove: () => void;
  label: string;
  title: string;
  size: LineSize;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={props.onRemove}
      className={LINE_SIZES[props.size].remove}
      aria-label={props.label}
      title={props.title}
      data-testid={props.testId}
    >
      {'×'}
    </button>
  );
}

/** The line's errors across the whole row, under its fields. */
function LineErrors({ texts }: { texts: ReadonlyArray<string | undefined> }) {
  return texts.filter(Boolean).map((text) => (
    <p key={text} role="alert" className="col-span-full text-sm text-red-600">
      {text}
    </p>
  ));
}

/** A decimal of a line (price, discount, cost), selected on focus so typing replaces it. */
export function LineDecimalInput(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid: boolean;
  placeholder?: string;
  size: LineSize;
  testId: string;
}) {
  return (
    <input
      value={props.value}
      inputMode="decimal"
      placeholder={props.placeholder}
      onChange={(e) => props.onChange(e.target.value)}
      onFocus={(e) => e.target.select()}
      aria-label={props.label}
      aria-invalid={props.invalid ? true : undefined}
      className={cn(LINE_SIZES[props.size].input, props.invalid && 'border-red-500')}
      data-testid={props.testId}
    />
  );
}
