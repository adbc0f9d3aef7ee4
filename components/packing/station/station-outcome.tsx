'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type {
  StationOutcome,
  StationOutcomeKind,
} from '@/components/packing/station/station-reducer';

const COLOURS: Record<StationOutcomeKind, string> = {
  ok: 'bg-green-600 text-white',
  done: 'bg-green-700 text-white',
  complete: 'bg-blue-600 text-white',
  wrong: 'bg-red-600 text-white',
  'too-many': 'bg-orange-500 text-white',
  'wrong-status': 'bg-red-700 text-white',
  error: 'bg-red-600 text-white',
};

/** The last scan's outcome as a coloured banner; keyed by seq so each scan flashes anew. */
export function StationOutcomeBanner(props: { outcome: StationOutcome | null }) {
  const t = useTranslations('packingStation.outcome');
  const tRoot = useTranslations();
  const { outcome } = props;
  if (!outcome) return null;
  const errorText =
    outcome.errorKey && tRoot.has(`errors.${outcome.errorKey}`)
      ? tRoot(`errors.${outcome.errorKey}`)
      : tRoot('errors.common.systemError');
  const text =
    outcome.kind === 'wrong'
      ? t('wrong', { code: outcome.code ?? '' })
      : outcome.kind === 'error'
        ? errorText
        : t(
            outcome.kind === 'too-many'
              ? 'tooMany'
              : outcome.kind === 'wrong-status'
                ? 'wrongStatus'
                : outcome.kind,
          );
  return (
    <div
      key={outcome.seq}
      role="status"
      className={cn(
        'animate-[pulse_0.4s_ease-in-out_1] rounded-lg px-6 py-4 text-2xl font-bold',
        COLOURS[outcome.kind],
      )}
      data-testid="station-outcome"
      data-outcome={outcome.kind}
    >
      {text}
    </div>
  );
}
