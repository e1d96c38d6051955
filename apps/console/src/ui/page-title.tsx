import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The one h1 of a page, with its buttons on the right. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
