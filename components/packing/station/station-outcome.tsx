'use client';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/lib/use-error-text';
import { ScanOutcomeBanner } from '@/components/scanner/scan-outcome-banner';
import type {
  StationOutcome,
  StationOutcomeKind,
} from '@/components/packing/station/station-reducer';

const COLOURS: Record<StationOutcomeKind, string> = {
  ok: 'bg-green-600 text-white',
  done: 'bg-green-700 text-white',
  complete: 'bg-blue-600 text-white',
  coupon: 'bg-green-700 text-white',
  wrong: 'bg-red-600 text-white',
  'too-many': 'bg-orange-500 text-white',
  'wrong-status': 'bg-red-700 text-white',
  error: 'bg-red-600 text-white',
};

const TEXT_KEY: Record<Exclude<StationOutcomeKind, 'error'>, string> = {
  ok: 'ok',
  done: 'done',
  complete: 'complete',
  coupon: 'coupon',
  wrong: 'wrong',
  'too-many': 'tooMany',
  'wrong-status': 'wrongStatus',
};

/** The last scan's outcome as a coloured banner. */
export function StationOutcomeBanner(props: { outcome: StationOutcome | null }) {
  const t = useTranslations('packingStation.outcome');
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
      testId="station-outcome"
    />
  );
}
