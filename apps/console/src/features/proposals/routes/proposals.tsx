import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useMe, useStaffCan } from '../../../auth/use-staff-can.ts';
import { currentLanguage } from '../../../i18n/locale.ts';
import { errorText } from '../../../ui/error-text.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatusTag, type Tone } from '../../../ui/status-tag.tsx';
import { DecideDialog, type Decision } from '../decide-dialog.tsx';
import {
  approveProposal,
  listProposals,
  type Proposal,
  type ProposalStatus,
  proposalAmount,
  rejectProposal,
} from '../proposals-api.ts';

type Shown = ProposalStatus | 'all';
const STATUS_TONES: Record<ProposalStatus, Tone> = {
  proposed: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** Maker-checker for money: the waiting proposals first; approve or reject another member's. */
export default function ProposalsPage() {
  const t = useTranslate();
  const me = useMe();
  const canDecide = useStaffCan('money.approve');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown>('proposed');
  const [deciding, setDeciding] = useState<{ proposal: Proposal; decision: Decision } | undefined>();
  const proposals = useQuery({
    queryKey: ['proposals', shown],
    queryFn: () => listProposals(shown === 'all' ? undefined : shown),
  });

  const decide = async (note: string | undefined) => {
    if (!deciding) return;
    const { proposal, decision } = deciding;
    if (decision === 'approve') await approveProposal(proposal.id, note);
    else await rejectProposal(proposal.id, note);
    message.success(decision === 'approve' ? t('proposals.approved') : t('proposals.rejected'));
    await queryClient.invalidateQueries({ queryKey: ['proposals'] });
  };
  const proposer = (p: Proposal) =>
    p.proposedBy === me?.memberId ? t('proposals.you') : (p.proposedByName ?? p.proposedBy.slice(0, 8));

  return (
    <div>
      <PageTitle>{t('proposals.title')}</PageTitle>
      <Typography.Paragraph>{t('proposals.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <span id="proposals-shown">{t('proposals.show')}</span>
        <Segmented<Shown>
          aria-labelledby="proposals-shown"
          value={shown}
          onChange={setShown}
          options={(['proposed', 'approved', 'rejected', 'all'] as const).map((s) => ({
            value: s,
            label: t(`proposals.statuses.${s}`),
          }))}
        />
      </Space>
      {proposals.error && (
        <Alert type="error" showIcon role="alert" message={errorText(proposals.error, t)} />
      )}
      <Table<Proposal>
        rowKey="id"
        loading={proposals.isLoading}
        dataSource={proposals.data ?? []}
        locale={{ emptyText: t('proposals.empty') }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        expandable={{
          // A button with words (antd's is a bare "+"): "every button has text".
          expandIcon: ({ expanded, onExpand, record }) => (
            <Button type="link" size="small" aria-expanded={expanded} onClick={(e) => onExpand(record, e)}>
              {expanded ? t('proposals.hideDetails') : t('proposals.details')}
            </Button>
          ),
          expandedRowRender: (p) => (
            <Descriptions size="small" column={1} bordered title={t('proposals.details')}>
              {Object.entries(p.payload).map(([key, value]) => (
                <Descriptions.Item key={key} label={key}>
                  {typeof value === 'object' ? JSON.stringify(value) : String(value)}
                </Descriptions.Item>
              ))}
              {p.decisionNote && (
                <Descriptions.Item label={t('proposals.decision')}>{p.decisionNote}</Descriptions.Item>
              )}
              {p.decidedAt && (
                <Descriptions.Item label={t('proposals.decidedAt')}>
                  {formatDateTime(p.decidedAt)}
                </Descriptions.Item>
              )}
              {p.outcome && (
                <Descriptions.Item label={t('proposals.outcome')}>
                  {JSON.stringify(p.outcome)}
                </Descriptions.Item>
              )}
            </Descriptions>
          ),
        }}
        columns={[
          {
            title: t('proposals.kind'),
            dataIndex: 'kind',
            render: (kind: string) => t(`proposals.kinds.${kind}`, kind),
          },
          {
            title: t('proposals.amount'),
            key: 'amount',
            align: 'right',
            render: (_, p) =>
              proposalAmount(p.payload, currentLanguage() === 'es' ? 'es-MX' : 'en-GB') ?? '—',
          },
          {
            title: t('proposals.subject'),
            key: 'subject',
            render: (_, p) => `${p.subjectType} ${p.subjectId}`,
          },
          { title: t('proposals.proposer'), key: 'proposer', render: (_, p) => proposer(p) },
          {
            title: t('proposals.proposedAt'),
            dataIndex: 'proposedAt',
            render: (at: string) => formatDateTime(at),
          },
          { title: t('proposals.note'), dataIndex: 'note', render: (note: string | null) => note ?? '—' },
          {
            title: t('proposals.status'),
            dataIndex: 'status',
            render: (status: ProposalStatus) => (
              <StatusTag tone={STATUS_TONES[status]}>{t(`proposals.statuses.${status}`)}</StatusTag>
            ),
          },
          ...(canDecide
            ? [
                {
                  title: t('proposals.actions'),
                  key: 'actions',
                  render: (_: unknown, p: Proposal) => {
                    if (p.status !== 'proposed') return null;
                    // The service refuses maker = checker; the console says so before anyone tries.
                    if (p.proposedBy === me?.memberId)
                      return <Typography.Text type="secondary">{t('proposals.yours')}</Typography.Text>;
                    return (
                      <Space>
                        <Button
                          type="primary"
                          size="small"
                          onClick={() => setDeciding({ proposal: p, decision: 'approve' })}
                        >
                          {t('proposals.approve')}
                        </Button>
                        <Button
                          danger
                          size="small"
                          onClick={() => setDeciding({ proposal: p, decision: 'reject' })}
                        >
                          {t('proposals.reject')}
                        </Button>
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      <DecideDialog decision={deciding?.decision} onDecide={decide} onClose={() => setDeciding(undefined)} />
    </div>
  );
}
