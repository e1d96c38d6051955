import Button from 'antd-mobile/es/components/button';

/** The form's one submit button, kept in reach at the bottom of the screen. */
export function SubmitBar({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div className="ob-submit">
      <Button type="submit" color="primary" size="large" block shape="rounded" loading={busy} disabled={busy}>
        {label}
      </Button>
    </div>
  );
}
