import { SubmitButton } from '../../../ui/submit-button.tsx';

/** The form's one submit button, kept in reach at the bottom of the screen. */
export function SubmitBar({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div className="ob-submit">
      <SubmitButton busy={busy}>{label}</SubmitButton>
    </div>
  );
}
