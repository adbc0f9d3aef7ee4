'use client';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { useHydrated } from '@/components/lib/use-hydrated';

/**
 * The box of one chart, of a fixed height so the page does not jump. Recharts measures the
 * DOM, so the chart is drawn only once React has attached: the server HTML and the
 * hydrating render are the same empty box (no hydration mismatch), the chart follows.
 */
export function ChartFrame({
  height,
  label,
  testId,
  children,
}: {
  height: number;
  /** What the chart shows, for screen readers (the tables beside it hold the figures). */
  label: string;
  testId: string;
  children: ReactElement;
}) {
  const hydrated = useHydrated();
  return (
    <div
      role="img"
      aria-label={label}
      style={{ height }}
      className="w-full min-w-0"
      data-testid={testId}
      data-ready={hydrated || undefined}
    >
      {hydrated ? (
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      ) : null}
    </div>
  );
}
