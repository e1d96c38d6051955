import { useTranslate } from '@refinedev/core';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorText } from '../../ui/error-text.ts';

export type Decision = 'approve' | 'reject';

/** Confirms a decision with an optional note; approving warns that the money moves at once. */
export function DecideDialog({
  decision,
  onDecide,
  onClose,
}: {
  decision: Decision | undefined;
  onDecide: (note: string | undefined) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onDecide(note.trim() || undefined);
      close();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={decision !== undefined}
      title={decision === 'approve' ? t('proposals.approveTitle') : t('proposals.rejectTitle')}
      okText={decision === 'approve' ? t('proposals.approve') : t('proposals.reject')}
      okButtonProps={{ danger: decision === 'reject', loading: busy }}
      cancelText={t('buttons.cancel')}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      {decision === 'approve' && <Typography.Paragraph>{t('proposals.approveWarning')}</Typography.Paragraph>}
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical">
        <Form.Item label={t('proposals.decisionNote')} htmlFor={noteId}>
          <Input.TextArea
            id={noteId}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            rows={3}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
