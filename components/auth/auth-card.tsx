import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
}

/** The centred card of the auth layout's forms. */
export function AuthCard({ title, subtitle, children, wide, testId }: Props) {
  return (
    <section
      data-testid={testId}
      className={cn(
        'w-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
        wide ? 'max-w-2xl' : 'max-w-md',
      )}
    >
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
