import type { ReactNode } from 'react';

/** A white section of a shell page with a small heading. */
export function Panel({
  title,
  children,
  testId,
}: {
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid={testId}
    >
      {title ? <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2> : null}
      {children}
    </section>
  );
}
