import { type ExtensionOrderView, formatAmount, formatDay, formatInstant } from '@puente/domain';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { SuccessIcon } from '../../../ui/success-icon.tsx';
import { useExtensionStatus } from '../hooks/use-extension-status.ts';
import { EXTENSION_ROUTES, pathWith } from '../lib/extension-paths.ts';
import { FeeChannels } from './fee-channels.tsx';

/**
 * The extension once asked for: while it waits for its fee, how to pay it (polled every 5 s, so the
 * screen changes by itself when the fee is credited); then applied, with the new due date, or
 * expired. Focus moves to the heading whenever the state changes, so a screen reader reads it next.
 */
export function ExtensionStatus({ start }: { start: ExtensionOrderView }) {
  const extension = useExtensionStatus(start);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (extension.status) heading.current?.focus();
  }, [extension.status]);
  if (extension.status === 'applied') return <Applied extension={extension} heading={heading} />;
  if (extension.status === 'expired') return <Expired extension={extension} heading={heading} />;
  return <AwaitingFee extension={extension} heading={heading} />;
}

type Props = { extension: ExtensionOrderView; heading: RefObject<HTMLHeadingElement> };

function AwaitingFee({ extension, heading }: Props) {
  const { t, language } = useExtensionI18n();
  const { currency } = extension;
  return (
    <section className="ui-card" aria-labelledby="ex-fee-title">
      <h2 id="ex-fee-title" className="ui-card-title" ref={heading} tabIndex={-1}>
        {t('fee.title')}
      </h2>
      <p className="ex-lead">
        {t('fee.lead', {
          total: formatAmount(extension.total, currency, language),
          time: formatInstant(extension.expiresAt, currency, language),
          date: formatDay(extension.newDueDate, currency, language),
        })}
      </p>
      <FeeChannels extension={extension} />
      <span className="ex-spinner" aria-hidden="true" />
      <p className="ui-muted" role="status">
        {t('fee.waiting')}
      </p>
    </section>
  );
}

function Applied({ extension, heading }: Props) {
  const { t, language } = useExtensionI18n();
  return (
    <section className="ui-card ui-center" aria-labelledby="ex-fee-title">
      <SuccessIcon />
      <h2 id="ex-fee-title" className="ui-card-title" ref={heading} tabIndex={-1}>
        {t('fee.appliedTitle')}
      </h2>
      <p role="status">
        {t('fee.applied', { date: formatDay(extension.newDueDate, extension.currency, language) })}
      </p>
      <Link
        className="button-link ui-primary-link"
        to={pathWith(EXTENSION_ROUTES.repayDetail, { orderNo: extension.orderNo })}
      >
        {t('ext.toDetail')}
      </Link>
    </section>
  );
}

function Expired({ extension, heading }: Props) {
  const { t } = useExtensionI18n();
  return (
    <section className="ui-card ui-center" aria-labelledby="ex-fee-title">
      <h2 id="ex-fee-title" className="ui-card-title" ref={heading} tabIndex={-1}>
        {t('fee.expiredTitle')}
      </h2>
      <p role="status">{t('fee.expired')}</p>
      <Link
        className="button-link ui-primary-link"
        to={pathWith(EXTENSION_ROUTES.repayDetail, { orderNo: extension.orderNo })}
      >
        {t('ext.toDetail')}
      </Link>
      <Link className="button-link" to={pathWith(EXTENSION_ROUTES.detail, { orderNo: extension.orderNo })}>
        {t('fee.again')}
      </Link>
    </section>
  );
}
