import type { RefineLayoutThemedTitleProps } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Link } from 'react-router';

/** The name at the top of the side menu; the mark alone when the menu is collapsed. */
export function ConsoleTitle({ collapsed }: RefineLayoutThemedTitleProps) {
  const t = useTranslate();
  return (
    <Link to="/" style={{ color: 'inherit', fontWeight: 700, fontSize: 16, whiteSpace: 'nowrap' }}>
      {collapsed ? 'P' : t('app.title')}
    </Link>
  );
}
