'use client';
import { cn } from '@/components/ui/cn';

/**
 * A scan's outcome as a big coloured banner, readable from a metre away; keyed by `seq`
 * so each scan flashes anew, even with the same outcome as the one before.
 */
export function ScanOutcomeBanner(props: {
  seq: number;
  kind: string;
  colour: string;
  text: string;
  testId: string;
}) {
  return (
    <div
      key={props.seq}
      role="status"
      className={cn(
        'animate-[pulse_0.4s_ease-in-out_1] rounded-lg px-6 py-4 text-2xl font-bold',
        props.colour,
      )}
      data-testid={props.testId}
      data-outcome={props.kind}
    >
      {props.text}
    </div>
  );
}
