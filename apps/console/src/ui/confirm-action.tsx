import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, type ButtonProps, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorText } from './error-text.ts';

/** A field the confirmation asks for (a reason, an amount, a code). */
export interface ActionField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number';
  required?: boolean;
  initial?: string | number;
  /** For numbers: the smallest accepted, and the decimals. */
  min?: number;
  step?: number;
  pattern?: RegExp;
  help?: string;
}

/**
 * A button whose action is confirmed in a dialog first, with the fields it needs; the dialog shows
 * the service's refusal in place and closes once the action is done.
 */
export function ConfirmAction({
  label,
  title,
  description,
  fields = [],
  okText,
  done,
  danger,
  type,
  size = 'small',
  onConfirm,
}: {
  label: string;
  title: string;
  description?: ReactNode;
  fields?: ActionField[];
  okText?: string;
  /** What the member reads once it is done. */
  done: string;
  danger?: boolean;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  onConfirm: (values: Record<string, string | number | undefined>) => Promise<unknown>;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [form] = Form.useForm();
  const close = () => {
    setOpen(false);
    setError(undefined);
    form.resetFields();
  };
  const confirm = async () => {
    let values: Record<string, string | number | undefined> = {};
    try {
      if (fields.length > 0) values = await form.validateFields();
    } catch {
      return; // the form shows what is missing, next to each field
    }
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(values);
      message.success(done);
      close();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size={size} danger={danger} type={type} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={okText ?? label}
        cancelText={t('buttons.cancel')}
        okButtonProps={{ danger, loading: busy }}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
        {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
        {fields.length > 0 && (
          <Form form={form} layout="vertical" preserve={false}>
            {fields.map((field) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                help={field.help}
                initialValue={field.initial}
                rules={[
                  {
                    required: field.required ?? true,
                    message: t('queues.kit.required', { field: field.label }),
                  },
                  ...(field.pattern ? [{ pattern: field.pattern, message: field.help }] : []),
                ]}
              >
                {field.kind === 'number' ? (
                  <InputNumber min={field.min} step={field.step} style={{ width: '100%' }} />
                ) : field.kind === 'textarea' ? (
                  <Input.TextArea rows={3} maxLength={500} />
                ) : (
                  <Input maxLength={200} />
                )}
              </Form.Item>
            ))}
          </Form>
        )}
      </Modal>
    </>
  );
}
