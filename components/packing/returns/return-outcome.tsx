'use client';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/lib/use-error-text';
import { ScanOutcomeBanner } from '@/components/scanner/scan-outcome-banner';
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

/** The last scan's outcome as a coloured banner. */
export function ReturnOutcomeBanner(props: { outcome: ReturnOutcome | null }) {
  const t = useTranslations('returnStation.outcome');
  const errorText = useErrorText();
  const { outcome } = props;
  if (!outcome) return null;
  return (
    <ScanOutcomeBanner
      seq={outcome.seq}
      kind={outcome.kind}
      colour={COLOURS[outcome.kind]}
      text={
        outcome.kind === 'error'
          ? errorText(outcome.errorKey)
          : t(TEXT_KEY[outcome.kind], { code: outcome.code ?? '' })
      }
      testId="return-outcome"
    />
  );
}
