import type { MarketId } from '@puente/domain';
import { PERSONAL_FIELDS, type PersonalField } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Image, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useStaffCan } from '../../../auth/use-staff-can.ts';
import { errorText } from '../../../ui/error-text.ts';
import { businessDate, marketDateTime, marketOf, money } from '../../../ui/market-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag } from '../../../ui/status-tag.tsx';
import { AuditTable } from '../../audit/audit-table.tsx';
import { type CustomerProfile, customersApi, type LoanSummary, type SentMessage } from '../customers-api.ts';

type Row = Record<string, unknown>;
const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** One customer: masked profile with audited reveals, photos, consents, devices, loans, messages, audit. */
export default function CustomerPage() {
  const t = useTranslate();
  const { id = '' } = useParams();
  const profile = useQuery({ queryKey: ['customer', id], queryFn: () => customersApi.profile(id) });
  const canPhotos = useStaffCan('identity.photos');
  if (profile.error)
    return (
      <div>
        <PageTitle>{t('customers.customer')}</PageTitle>
        <Alert type="error" showIcon role="alert" message={errorText(profile.error, t)} />
      </div>
    );
  const p = profile.data;
  const market = marketOf(p?.market, p?.currency);
  return (
    <div>
      <PageTitle>{t('customers.customerTitle', { name: p?.personal.name ?? '…' })}</PageTitle>
      <Typography.Paragraph>
        <Link to="/customers">{t('customers.backToSearch')}</Link> · {t('customers.market')}:{' '}
        {p?.market ?? '—'} · {t('customers.since')}: {marketDateTime(p?.createdAt, market)}
      </Typography.Paragraph>
      {p && (
        <Tabs
          items={[
            { key: 'profile', label: t('customers.tabs.profile'), children: <ProfileTab profile={p} /> },
            ...(canPhotos
              ? [
                  {
                    key: 'photos',
                    label: t('customers.tabs.photos'),
                    children: <PhotosTab customerId={id} market={market} />,
                  },
                ]
              : []),
            {
              key: 'consents',
              label: t('customers.tabs.consents'),
              children: <ConsentsTab profile={p} market={market} />,
            },
            {
              key: 'devices',
              label: t('customers.tabs.devices'),
              children: <DevicesTab profile={p} market={market} />,
            },
            {
              key: 'accounts',
              label: t('customers.tabs.accounts'),
              children: <AccountsTab profile={p} market={market} />,
            },
            {
              key: 'loans',
              label: t('customers.tabs.loans'),
              children: <LoansTab customerId={id} market={market} />,
            },
            {
              key: 'messages',
              label: t('customers.tabs.messages'),
              children: <MessagesTab customerId={id} market={market} />,
            },
            { key: 'audit', label: t('customers.tabs.audit'), children: <CustomerAudit customerId={id} /> },
          ]}
        />
      )}
    </div>
  );
}

function ProfileTab({ profile }: { profile: CustomerProfile }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const canReveal = useStaffCan('customers.reveal');
  const [revealed, setRevealed] = useState<Partial<Record<PersonalField, string>>>({});
  const reveal = async (field: PersonalField) => {
    try {
      const answer = await customersApi.reveal(profile.id, field);
      setRevealed((r) => ({ ...r, [field]: answer.value }));
    } catch (e) {
      message.error(errorText(e, t));
    }
  };
  const s = profile.status;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('customers.revealNote')}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('customers.personal')}</h2>}
      >
        {PERSONAL_FIELDS.filter((f) => f in profile.personal).map((field) => {
          const masked = profile.personal[field];
          const clear = revealed[field];
          return (
            <Descriptions.Item key={field} label={t(`customers.fields.${field}`)}>
              <Space>
                <span>{clear ?? text(masked)}</span>
                {canReveal && masked && clear === undefined && (
                  <Button
                    size="small"
                    onClick={() => reveal(field)}
                    aria-label={t('customers.revealField', { field: t(`customers.fields.${field}`) })}
                  >
                    {t('customers.reveal')}
                  </Button>
                )}
                {clear !== undefined && <StatusTag tone="orange">{t('customers.revealed')}</StatusTag>}
              </Space>
            </Descriptions.Item>
          );
        })}
        <Descriptions.Item label={t('customers.region')}>
          {[profile.region.city, profile.region.state].filter(Boolean).join(', ') || '—'}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('customers.status')}</h2>}
      >
        <Descriptions.Item label={t('customers.onboarding')}>
          {t(`customers.onboardingStates.${s.onboarding}`, s.onboarding)}
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.identity')}>
          {t('customers.identityChecks', { ocr: text(s.identity.ocr), face: text(s.identity.face) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.latestLoan')}>
          {s.latestLoan ? (
            <Link to={`/loans/${s.latestLoan.orderNo}`}>
              {s.latestLoan.orderNo} · {text(s.latestLoan.statusName)}
            </Link>
          ) : (
            '—'
          )}
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

function PhotosTab({ customerId, market }: { customerId: string; market: MarketId }) {
  const t = useTranslate();
  const photos = useQuery({
    queryKey: ['customer', customerId, 'photos'],
    queryFn: () => customersApi.photos(customerId),
    gcTime: 0,
  });
  if (photos.error) return <Alert type="error" showIcon role="alert" message={errorText(photos.error, t)} />;
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('customers.photosNote')}</Typography.Paragraph>
      {photos.data?.length === 0 && <Typography.Paragraph>{t('customers.noPhotos')}</Typography.Paragraph>}
      <Space wrap size="large" align="start">
        {(photos.data ?? []).map((photo) => (
          <figure key={photo.kind} style={{ margin: 0 }}>
            <Image
              width={240}
              src={photo.url}
              alt={t('customers.photoAlt', { kind: t(`customers.photoKinds.${photo.kind}`, photo.kind) })}
            />
            <figcaption>
              {t(`customers.photoKinds.${photo.kind}`, photo.kind)} ·{' '}
              {marketDateTime(photo.uploadedAt, market)}
            </figcaption>
          </figure>
        ))}
      </Space>
      <div style={{ marginTop: 16 }}>
        <Button onClick={() => photos.refetch()}>{t('customers.newLinks')}</Button>
      </div>
    </div>
  );
}

function ConsentsTab({ profile, market }: { profile: CustomerProfile; market: MarketId }) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Table
        aria-label={t('customers.tabs.consents')}
        rowKey="kind"
        size="small"
        pagination={false}
        dataSource={profile.consents.current}
        columns={[
          { title: t('customers.consent'), dataIndex: 'kind' },
          {
            title: t('customers.given'),
            key: 'given',
            render: (_, c) =>
              c.given ? (
                <StatusTag tone="green">{t('customers.yes')}</StatusTag>
              ) : c.withdrawn ? (
                <StatusTag tone="red">{t('customers.withdrawn')}</StatusTag>
              ) : (
                <StatusTag tone="grey">{t('customers.no')}</StatusTag>
              ),
          },
          { title: t('customers.since'), dataIndex: 'since', render: (at) => marketDateTime(at, market) },
        ]}
      />
      <Table<Row>
        aria-label={t('customers.legal')}
        title={() => t('customers.legal')}
        rowKey={(r) => `${r.document}:${r.version}`}
        size="small"
        pagination={false}
        dataSource={profile.legalAcceptances}
        columns={[
          { title: t('customers.document'), dataIndex: 'document' },
          { title: t('customers.version'), dataIndex: 'version' },
          { title: t('customers.language'), dataIndex: 'language' },
          {
            title: t('customers.acceptedAt'),
            dataIndex: 'acceptedAt',
            render: (at) => marketDateTime(at, market),
          },
        ]}
      />
    </Space>
  );
}

function DevicesTab({ profile, market }: { profile: CustomerProfile; market: MarketId }) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Table<Row>
        aria-label={t('customers.tabs.devices')}
        rowKey={(r) => String(r.deviceId)}
        size="small"
        pagination={false}
        dataSource={profile.devices}
        columns={[
          {
            title: t('customers.device'),
            key: 'device',
            render: (_, d) => `${text(d.platform)} ${text(d.model)} (${text(d.osVersion)})`,
          },
          { title: t('customers.appVersion'), dataIndex: 'appVersion', render: text },
          { title: t('customers.deviceId'), dataIndex: 'deviceId', render: text },
          {
            title: t('customers.lastSeen'),
            dataIndex: 'lastSeenAt',
            render: (at) => marketDateTime(at as string, market),
          },
        ]}
      />
      <Table<Row>
        aria-label={t('customers.sessions')}
        title={() => t('customers.sessions')}
        rowKey={(r) => `${r.createdAt}:${r.packageName}`}
        size="small"
        pagination={false}
        dataSource={profile.sessions}
        columns={[
          { title: t('customers.app'), dataIndex: 'packageName', render: text },
          {
            title: t('customers.createdAt'),
            dataIndex: 'createdAt',
            render: (at) => marketDateTime(at as string, market),
          },
          {
            title: t('customers.revokedAt'),
            dataIndex: 'revokedAt',
            render: (at) => marketDateTime(at as string, market),
          },
          { title: t('customers.revokeReason'), dataIndex: 'revokeReason', render: text },
        ]}
      />
    </Space>
  );
}

function AccountsTab({ profile, market }: { profile: CustomerProfile; market: MarketId }) {
  const t = useTranslate();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Table<Row>
        aria-label={t('customers.bankAccounts')}
        title={() => t('customers.bankAccounts')}
        rowKey={(r) => `${r.accountNumber}:${r.createdAt}`}
        size="small"
        pagination={false}
        dataSource={profile.bankAccounts}
        columns={[
          { title: t('customers.bank'), dataIndex: 'bankName', render: text },
          { title: t('customers.fields.bankAccount'), dataIndex: 'accountNumber', render: text },
          {
            title: t('customers.primary'),
            dataIndex: 'primary',
            render: (v) => (v ? t('customers.yes') : t('customers.no')),
          },
          { title: t('customers.accountId'), dataIndex: 'id', render: text },
          {
            title: t('customers.nameConfirmed'),
            dataIndex: 'nameConfirmed',
            render: (v) => (v ? t('customers.yes') : t('customers.no')),
          },
          {
            title: t('customers.createdAt'),
            dataIndex: 'createdAt',
            render: (at) => marketDateTime(at as string, market),
          },
          {
            title: t('customers.replacedAt'),
            dataIndex: 'replacedAt',
            render: (at) => marketDateTime(at as string, market),
          },
        ]}
      />
      <Table<Row>
        aria-label={t('customers.repaymentAccounts')}
        title={() => t('customers.repaymentAccounts')}
        rowKey={(r) => `${r.provider}:${r.accountNo}`}
        size="small"
        pagination={false}
        dataSource={profile.repaymentAccounts}
        columns={[
          { title: t('customers.provider'), dataIndex: 'provider', render: text },
          { title: t('customers.bank'), dataIndex: 'bankName', render: text },
          { title: t('customers.accountNo'), dataIndex: 'accountNo', render: text },
        ]}
      />
    </Space>
  );
}

function LoansTab({ customerId, market }: { customerId: string; market: MarketId }) {
  const t = useTranslate();
  const loans = useQuery({
    queryKey: ['customer', customerId, 'loans'],
    queryFn: () => customersApi.loans(customerId),
  });
  if (loans.error) return <Alert type="error" showIcon role="alert" message={errorText(loans.error, t)} />;
  return (
    <Table<LoanSummary>
      aria-label={t('customers.tabs.loans')}
      rowKey="orderNo"
      loading={loans.isLoading}
      dataSource={loans.data ?? []}
      pagination={false}
      locale={{ emptyText: t('customers.noLoans') }}
      columns={[
        {
          title: t('customers.loan'),
          dataIndex: 'orderNo',
          render: (no: string) => <Link to={`/loans/${no}`}>{no}</Link>,
        },
        { title: t('customers.loanStatus'), dataIndex: 'statusName', render: text },
        {
          title: t('customers.amount'),
          key: 'amount',
          align: 'right',
          render: (_, l) => money(l.amount, l.currency),
        },
        {
          title: t('customers.owed'),
          key: 'owed',
          align: 'right',
          render: (_, l) => money(l.balance.unrepaid, l.currency),
        },
        {
          title: t('customers.appliedAt'),
          dataIndex: 'appliedAt',
          render: (at) => marketDateTime(at, market),
        },
        { title: t('customers.dueDate'), dataIndex: 'dueDate', render: (d) => businessDate(d, market) },
      ]}
    />
  );
}

function MessagesTab({ customerId, market }: { customerId: string; market: MarketId }) {
  const t = useTranslate();
  const messages = useQuery({
    queryKey: ['customer', customerId, 'messages'],
    queryFn: () => customersApi.messages(customerId),
  });
  if (messages.error)
    return <Alert type="error" showIcon role="alert" message={errorText(messages.error, t)} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t('customers.sentMessages')}</Typography.Title>
      <Table<SentMessage>
        aria-label={t('customers.sentMessages')}
        rowKey="id"
        loading={messages.isLoading}
        dataSource={messages.data?.messages ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('customers.noMessages') }}
        columns={[
          {
            title: t('customers.writtenAt'),
            dataIndex: 'at',
            render: (at) => marketDateTime(at as string, market),
          },
          { title: t('customers.messageKind'), dataIndex: 'kind', render: text },
          { title: t('customers.messageTitle'), dataIndex: 'title', render: text },
          { title: t('customers.loanNo'), dataIndex: 'orderNo', render: text },
          {
            title: t('customers.deliveries'),
            dataIndex: 'deliveries',
            render: (_, row) =>
              row.deliveries.length === 0 ? (
                t('customers.inboxOnly')
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {row.deliveries.map((d) => (
                    <li key={d.channel}>
                      {t('customers.deliveryLine', {
                        channel: t(`customers.channels.${d.channel}`, d.channel),
                        to: d.to ?? '—',
                        status: t(`customers.deliveryStatuses.${d.status}`, d.status),
                        at: marketDateTime(d.sentAt ?? d.notBefore, market),
                      })}
                      {d.detail ? ` — ${d.detail}` : ''}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      <Typography.Title level={4}>{t('customers.codesSent')}</Typography.Title>
      <Table<Row>
        aria-label={t('customers.codesSent')}
        rowKey={(r) => `${r.at}:${r.channel}`}
        loading={messages.isLoading}
        dataSource={messages.data?.items ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('customers.noCodes') }}
        columns={[
          {
            title: t('customers.sentAt'),
            dataIndex: 'at',
            render: (at) => marketDateTime(at as string, market),
          },
          {
            title: t('customers.messageKind'),
            dataIndex: 'kind',
            render: (k) => t(`customers.messageKinds.${k}`, String(k)),
          },
          { title: t('customers.channel'), dataIndex: 'channel', render: text },
          { title: t('customers.to'), dataIndex: 'to', render: text },
        ]}
      />
    </Space>
  );
}

function CustomerAudit({ customerId }: { customerId: string }) {
  return (
    <AuditTable
      queryKey={['customer', customerId, 'audit']}
      load={(before) => customersApi.audit(customerId, before)}
    />
  );
}
