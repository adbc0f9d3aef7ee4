'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { ReturnOutcome, ReturnOutcomeKind } from '@/components/packing/returns/return-reducer';

const COLOURS: Record<ReturnOutcomeKind, string> = {
  opened: 'bg-blue-600 text-white',
  ok: 'bg-green-600 text-white',
  closed: 'bg-green-700 text-white',
  wrong: 'bg-red-600 text-white',
  'too-many': 'bg-orange-500 text-white',
  'wrong-status': 'bg-red-700 text-white',
  'already-returned': 'bg-red-700 text-white',
  error: 'bg-red-600 text-white',
};

const TEXT_KEY: Record<Exclude<ReturnOutcomeKind, 'error'>, string> = {
  opened: 'opened',
  ok: 'ok',
  closed: 'closed',
  wrong: 'wrong',
  'too-many': 'tooMany',
  'wrong-status': 'wrongStatus',
  'already-returned': 'alreadyReturned',
};

/** The last scan's outcome as a coloured banner; keyed by seq so each scan flashes anew. */
export function ReturnOutcomeBanner(props: { outcome: ReturnOutcome | null }) {
  const t = useTranslations('returnStation.outcome');
  const tRoot = useTranslations();
  const { outcome } = props;
  if (!outcome) return null;
  const text =
    outcome.kind === 'error'
      ? outcome.errorKey && tRoot.has(`errors.${outcome.errorKey}`)
        ? tRoot(`errors.${outcome.errorKey}`)
        : tRoot('errors.common.systemError')
      : t(TEXT_KEY[outcome.kind], { code: outcome.code ?? '' });
  return (
    <div
      key={outcome.seq}
      role="status"
      className={cn(
        'animate-[pulse_0.4s_ease-in-out_1] rounded-lg px-6 py-4 text-2xl font-bold',
        COLOURS[outcome.kind],
      )}
      data-testid="return-outcome"
      data-outcome={outcome.kind}
    >
      {text}
    </div>
  );
}
