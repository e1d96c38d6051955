import { STAFF_ROLES, type StaffRole } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../ui/error-text.ts';
import { formatDateTime } from '../../ui/format.ts';
import { inviteMember, type NewInvite } from './staff-api.ts';

interface InviteValues {
  name: string;
  email: string;
  role: StaffRole;
}

/** Invite with a role; the service answers a one-time link the administrator hands over. */
export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<InviteValues>();
  const [invite, setInvite] = useState<(NewInvite & { name: string }) | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const reset = () => {
    form.resetFields();
    setInvite(undefined);
    setError(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = async (values: InviteValues) => {
    setBusy(true);
    setError(undefined);
    try {
      const created = await inviteMember({ ...values, email: values.email.trim(), name: values.name.trim() });
      setInvite({ ...created, name: values.name.trim() });
      onInvited();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('staff.inviteTitle')}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={560}
    >
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      {invite ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            {t('staff.inviteHandOver', { name: invite.name, until: formatDateTime(invite.expiresAt) })}
          </Typography.Paragraph>
          <Typography.Text strong>{t('staff.inviteLink')}</Typography.Text>
          <Typography.Paragraph code copyable style={{ wordBreak: 'break-all' }} data-testid="invite-link">
            {invite.link}
          </Typography.Paragraph>
          <Space>
            <Button onClick={reset}>{t('staff.inviteAnother')}</Button>
            <Button type="primary" onClick={close}>
              {t('staff.close')}
            </Button>
          </Space>
        </Space>
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="invite-member">
          <Form.Item
            label={t('staff.name')}
            name="name"
            rules={[{ required: true, whitespace: true, message: t('staff.required') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={t('staff.email')}
            name="email"
            rules={[
              { required: true, message: t('staff.required') },
              { type: 'email', message: t('staff.invalidEmail') },
            ]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={t('staff.role')}
            name="role"
            // A validator, not `required`: antd would put aria-required on the Select's wrapper,
            // where ARIA does not allow it (axe: aria-allowed-attr, critical).
            rules={[
              {
                validator: (_, value) =>
                  value ? Promise.resolve() : Promise.reject(new Error(t('staff.required'))),
              },
            ]}
          >
            <Select options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('staff.inviteSend')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
