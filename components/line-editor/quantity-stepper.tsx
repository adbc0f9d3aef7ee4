'use client';
import { cn } from '@/components/ui/cn';
import { LINE_SIZES, type LineSize } from '@/components/line-editor/line-sizes';

/**
 * A line's whole-number quantity with big -/+ buttons either side (a tablet has no arrow
 * keys); typing keeps the digits only. The step's bounds are the form's (`onStep`).
 */
export function QuantityStepper(props: {
  value: string;
  onStep: (delta: 1 | -1) => void;
  onType: (digits: string) => void;
  /** The line's label of an action or field: `decrease`, `increase` and `field`. */
  labelOf: (name: string) => string;
  field: string;
  invalid: boolean;
  size: LineSize;
  lineTestId: string;
  inputId: string;
}) {
  const { labelOf, lineTestId } = props;
  const classes = LINE_SIZES[props.size];
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={classes.step}
        onClick={() => props.onStep(-1)}
        aria-label={labelOf('decrease')}
        data-testid={`${lineTestId}-dec`}
      >
        {'-'}
      </button>
      <input
        value={props.value}
        inputMode="numeric"
        onChange={(e) => props.onType(e.target.value.replace(/\D/g, ''))}
        onFocus={(e) => e.target.select()}
        aria-label={labelOf(props.field)}
        aria-invalid={props.invalid ? true : undefined}
        className={cn(classes.input, 'text-center', props.invalid && 'border-red-500')}
        data-testid={`${lineTestId}-${props.inputId}`}
      />
      <button
        type="button"
        className={classes.step}
        onClick={() => props.onStep(1)}
        aria-label={labelOf('increase')}
        data-testid={`${lineTestId}-inc`}
      >
        {'+'}
      </button>
    </div>
  );
}
