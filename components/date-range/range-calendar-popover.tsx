'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import { RangeCalendar } from '@/components/date-range/range-calendar';

type Range = { start: string; end: string };

/**
 * The calendar of a date range field, opened under it: a non-modal Radix dialog (Escape
 * and a click elsewhere close it; after a pick or Escape the focus goes back to the field). Loaded when first
 * opened, so the lists do not carry the dialog library on their first load.
 * Test id: `{testId}-calendar` (and the calendar's own).
 */
export default function RangeCalendarPopover({
  onClose,
  title,
  description,
  field,
  toggle,
  locale,
  selected,
  today,
  onPick,
  testId,
}: {
  onClose: () => void;
  title: string;
  description: string;
  /** Takes the focus back when the calendar closes. */
  field: RefObject<HTMLInputElement | null>;
  /** The button that opens and closes the calendar: a click on it is not a click elsewhere. */
  toggle: RefObject<HTMLButtonElement | null>;
  locale: string;
  selected: Range | null;
  today: string;
  onPick: (range: Range) => void;
  testId: string;
}) {
  // Closed by a click or a Tab elsewhere: the focus stays where the person put it.
  const leftElsewhere = useRef(false);
  return (
    <RadixDialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Content
        // The calendar puts the focus on its selected day itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!leftElsewhere.current) field.current?.focus();
        }}
        onInteractOutside={(event) => {
          if (toggle.current?.contains(event.target as Node)) event.preventDefault();
          else leftElsewhere.current = true;
        }}
        className="absolute left-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        data-testid={`${testId}-calendar`}
      >
        <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
        <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
        <RangeCalendar
          locale={locale}
          selected={selected}
          today={today}
          onPick={onPick}
          testId={testId}
        />
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
