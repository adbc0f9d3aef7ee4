'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** The foot of a form in a dialog: cancel on the left, the submit button (busy while saving). */
export function DialogFormActions(props: {
  onCancel: () => void;
  saving: boolean;
  saveLabel: string;
  submitTestId?: string;
  cancelTestId?: string;
}) {
  const tAll = useTranslations();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={props.onCancel} data-testid={props.cancelTestId}>
        {tAll('feedback.cancel')}
      </Button>
      <Button type="submit" loading={props.saving} data-testid={props.submitTestId}>
        {props.saveLabel}
      </Button>
    </div>
  );
}
