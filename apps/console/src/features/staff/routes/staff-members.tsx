import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';

export default function Page() {
  const t = useTranslate();
  return <List title={t('staff.staff')} />;
}
