import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/** A form's main button: full width, large, and spinning (and not pressable) while `busy`. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" color="primary" size="large" block shape="rounded" loading={busy} disabled={busy}>
      {children}
    </Button>
  );
}
