import { type LoanProduct, MARKETS, type MarketId } from '@puente/domain';
import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Col, Form, Input, InputNumber, Modal, Row, Switch, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../ui/error-text.ts';
import { marketToday } from '../../ui/market-format.ts';
import { productsApi, zonedToIso } from './products-api.ts';

/** The numbers of a product a member may change, flat, amounts in major units. */
interface ChangeForm {
  amountMin: number;
  amountMax: number;
  amountStep: number;
  tenorDays: number;
  phases: number;
  interestFirst: number;
  interestRepeat: number;
  feePpmPerDay: number;
  feeUpfront: boolean;
  penaltyPpmPerDay: number;
  penaltyCapPpm: number;
  rolloverDays: number;
  rolloverFeePpm: number;
  rolloverMax: number;
  offerValidHours: number;
  effectiveDate: string;
  effectiveTime: string;
  note?: string;
}

const major = (minor: number) => minor / 100;
const minor = (value: number) => Math.round(value * 100);

/** Proposes a new version of a product from a stated date; another member approves it. */
export function ProposeDialog({
  market,
  product,
  onClose,
  onSent,
}: {
  market: MarketId;
  product: LoanProduct | undefined;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangeForm>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!product) return null;
  const currency = MARKETS[market].currency;
  const initial: ChangeForm = {
    amountMin: major(product.amount.min),
    amountMax: major(product.amount.max),
    amountStep: major(product.amount.step),
    tenorDays: product.tenorDays,
    phases: product.phases,
    interestFirst: product.interestPpmPerDay.first,
    interestRepeat: product.interestPpmPerDay.repeat,
    feePpmPerDay: product.feePpmPerDay,
    feeUpfront: product.feeUpfront,
    penaltyPpmPerDay: product.penaltyPpmPerDay,
    penaltyCapPpm: product.penaltyCapPpm,
    rolloverDays: product.rollover.days,
    rolloverFeePpm: product.rollover.feePpm,
    rolloverMax: product.rollover.maxPerLoan,
    offerValidHours: product.offerValidHours,
    effectiveDate: marketToday(market),
    effectiveTime: '00:00',
  };
  const send = async () => {
    let v: ChangeForm;
    try {
      v = await form.validateFields();
    } catch {
      return; // the form shows what is missing, next to each field
    }
    const next: LoanProduct = {
      ...product,
      amount: { min: minor(v.amountMin), max: minor(v.amountMax), step: minor(v.amountStep) },
      tenorDays: v.tenorDays,
      phases: v.phases,
      interestPpmPerDay: { first: v.interestFirst, repeat: v.interestRepeat },
      feePpmPerDay: v.feePpmPerDay,
      feeUpfront: v.feeUpfront,
      penaltyPpmPerDay: v.penaltyPpmPerDay,
      penaltyCapPpm: v.penaltyCapPpm,
      rollover: { days: v.rolloverDays, feePpm: v.rolloverFeePpm, maxPerLoan: v.rolloverMax },
      offerValidHours: v.offerValidHours,
    };
    setBusy(true);
    setError(undefined);
    try {
      await productsApi.propose({
        market,
        productId: product.id,
        product: next,
        effectiveFrom: zonedToIso(`${v.effectiveDate}T${v.effectiveTime}`, MARKETS[market].timeZone),
        note: v.note?.trim() || undefined,
      });
      message.success(t('products.sent'));
      onSent();
      onClose();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const num = (name: keyof ChangeForm, label: string, opts: { step?: number; help?: string } = {}) => (
    <Col span={12}>
      <Form.Item
        name={name}
        label={label}
        help={opts.help}
        rules={[{ required: true, message: t('products.required') }]}
      >
        <InputNumber
          min={0}
          step={opts.step ?? 1}
          precision={opts.step === 0.01 ? 2 : 0}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Modal
      open
      width={760}
      title={t('products.proposeTitle', { product: product.name.en, id: product.id })}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={busy} onClick={send}>
          {t('products.sendForApproval')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('products.proposeIntro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          {num('amountMin', t('products.fields.amountMin', { currency }), { step: 0.01 })}
          {num('amountMax', t('products.fields.amountMax', { currency }), { step: 0.01 })}
          {num('amountStep', t('products.fields.amountStep', { currency }), { step: 0.01 })}
          {num('tenorDays', t('products.fields.tenorDays'))}
          {num('phases', t('products.fields.phases'))}
          {num('offerValidHours', t('products.fields.offerValidHours'))}
          {num('interestFirst', t('products.fields.interestFirst'), { help: t('products.ppmHelp') })}
          {num('interestRepeat', t('products.fields.interestRepeat'), { help: t('products.ppmHelp') })}
          {num('feePpmPerDay', t('products.fields.feePpmPerDay'), { help: t('products.ppmHelp') })}
          <Col span={12}>
            <Form.Item name="feeUpfront" label={t('products.fields.feeUpfront')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {num('penaltyPpmPerDay', t('products.fields.penaltyPpmPerDay'), { help: t('products.ppmHelp') })}
          {num('penaltyCapPpm', t('products.fields.penaltyCapPpm'), { help: t('products.ppmHelp') })}
          {num('rolloverDays', t('products.fields.rolloverDays'))}
          {num('rolloverFeePpm', t('products.fields.rolloverFeePpm'), { help: t('products.ppmHelp') })}
          {num('rolloverMax', t('products.fields.rolloverMax'))}
          <Col span={12} />
          <Col span={12}>
            <Form.Item
              name="effectiveDate"
              label={t('products.fields.effectiveDate', { zone: MARKETS[market].timeZone })}
              rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('products.required') }]}
            >
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="effectiveTime"
              label={t('products.fields.effectiveTime')}
              rules={[{ required: true, pattern: /^\d{2}:\d{2}$/, message: t('products.required') }]}
            >
              <Input type="time" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="note" label={t('products.note')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
