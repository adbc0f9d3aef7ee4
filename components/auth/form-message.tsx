import type { ReactNode } from 'react';

/** The line under an auth form that says why the submit was refused. */
export function FormError({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** The note an auth form leaves in its place once its request went through. */
export function FormSuccess({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-md bg-emerald-50 px-3 py-3 text-sm text-emerald-800"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
