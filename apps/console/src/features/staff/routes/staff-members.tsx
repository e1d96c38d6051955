import { STAFF_ROLES, type StaffRole } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useMe } from '../../../auth/use-staff-can.ts';
import { errorText } from '../../../ui/error-text.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag, type Tone } from '../../../ui/status-tag.tsx';
import { InviteDialog } from '../invite-dialog.tsx';
import { changeRole, disableMember, listStaff, type MemberStatus, type StaffMember } from '../staff-api.ts';

const STATUS_TONES: Record<MemberStatus, Tone> = {
  invited: 'blue',
  active: 'green',
  locked: 'orange',
  disabled: 'grey',
};
const QUERY_KEY = ['staff-members'];

/** The staff: invite with a role, change a role, disable. Not oneself: the service refuses that too. */
export default function StaffMembersPage() {
  const t = useTranslate();
  const me = useMe();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const members = useQuery({ queryKey: QUERY_KEY, queryFn: listStaff });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

  const roleChange = useMutation({
    mutationFn: ({ member, role }: { member: StaffMember; role: StaffRole }) => changeRole(member.id, role),
    onSuccess: (_, { member }) => message.success(t('staff.roleChanged', { name: member.name })),
    onError: (e) => message.error(errorText(e, t)),
    onSettled: refresh,
  });
  const disable = useMutation({
    mutationFn: (member: StaffMember) => disableMember(member.id),
    onSuccess: (_, member) => message.success(t('staff.disabled', { name: member.name })),
    onError: (e) => message.error(errorText(e, t)),
    onSettled: refresh,
  });

  return (
    <div>
      <PageTitle
        extra={
          <Button type="primary" onClick={() => setInviting(true)}>
            {t('staff.invite')}
          </Button>
        }
      >
        {t('staff.title')}
      </PageTitle>
      {members.error && <Alert type="error" showIcon role="alert" message={errorText(members.error, t)} />}
      <Table<StaffMember>
        rowKey="id"
        loading={members.isLoading}
        dataSource={members.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          {
            title: t('staff.name'),
            dataIndex: 'name',
            sorter: (a, b) => a.name.localeCompare(b.name),
            render: (name: string, member) =>
              member.id === me?.memberId ? `${name} ${t('staff.you')}` : name,
          },
          { title: t('staff.email'), dataIndex: 'email' },
          {
            title: t('staff.role'),
            dataIndex: 'role',
            render: (role: StaffRole, member) =>
              member.id === me?.memberId || member.status === 'disabled' ? (
                t(`roles.${role}`)
              ) : (
                <Select
                  aria-label={t('staff.roleOf', { name: member.name })}
                  value={role}
                  style={{ width: 160 }}
                  disabled={roleChange.isPending}
                  onChange={(next: StaffRole) => roleChange.mutate({ member, role: next })}
                  options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                />
              ),
          },
          {
            title: t('staff.status'),
            dataIndex: 'status',
            render: (status: MemberStatus) => (
              <StatusTag tone={STATUS_TONES[status]}>{t(`staff.statuses.${status}`)}</StatusTag>
            ),
          },
          {
            title: t('staff.factors'),
            key: 'factors',
            render: (_, member) => {
              const factors = [
                member.hasTotp && t('staff.totp'),
                member.hasPasskey && t('staff.passkey'),
              ].filter(Boolean);
              return factors.length > 0 ? factors.join(', ') : t('staff.none');
            },
          },
          {
            title: t('staff.lastSignIn'),
            dataIndex: 'lastSignInAt',
            render: (at: string | null) => formatDateTime(at),
          },
          {
            title: t('staff.actions'),
            key: 'actions',
            render: (_, member) =>
              member.id !== me?.memberId &&
              member.status !== 'disabled' && (
                <Space>
                  <Popconfirm
                    title={t('staff.disableConfirm', { name: member.name })}
                    okText={t('staff.disable')}
                    cancelText={t('buttons.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => disable.mutateAsync(member).catch(() => undefined)}
                  >
                    <Button danger size="small">
                      {t('staff.disable')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={refresh} />
    </div>
  );
}
