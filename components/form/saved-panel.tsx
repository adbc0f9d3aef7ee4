'use client';
import type { ReactNode } from 'react';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * What a form shows once its record is saved: the title and the record's number (what
 * staff copy onto paper), `details` under it, "open" and "new" (focused: Enter starts the
 * next one at once), then `children`.
 */
export function SavedPanel(props: {
  title: string;
  number: string;
  /** Data attributes of the number (e.g. the id a test opens). */
  numberData?: Record<`data-${string}`, string | number>;
  details?: ReactNode;
  openHref: string;
  openLabel: string;
  newLabel: string;
  onNew: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { testId } = props;
  return (
    <Panel testId={testId}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-lg font-semibold text-emerald-700" role="status">
              {props.title}
            </p>
            <p
              className="text-2xl font-bold tracking-wide"
              data-testid={`${testId}-number`}
              {...props.numberData}
            >
              {props.number}
            </p>
            {props.details}
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink
              href={props.openHref}
              variant="secondary"
              size="lg"
              data-testid={`${testId}-open`}
            >
              {props.openLabel}
            </ButtonLink>
            <Button
              className="h-12 px-6 text-base"
              onClick={props.onNew}
              autoFocus
              data-testid={`${testId}-new`}
            >
              {props.newLabel}
            </Button>
          </div>
        </div>
        {props.children}
      </div>
    </Panel>
  );
}
