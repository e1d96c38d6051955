import {
  APPS,
  formatDate,
  formatMoney,
  type Language,
  type MarketId,
  type MessageKind,
} from '@puente/domain';

/**
 * The SMS text of a message. The texts belong to packages/domain (`smsText(kind, params, market,
 * language)` in messages/message-texts.ts, written beside the inbox); until that lands on this
 * branch, this stand-in with the same signature keeps the delivery step whole. At the merge this file
 * becomes `export { smsText } from '@puente/domain';`.
 */
export function smsText(
  kind: MessageKind,
  params: Record<string, unknown>,
  market: MarketId,
  language: Language,
): string {
  const appName = APPS.find((app) => app.market === market)?.appName ?? 'Puente';
  const amount = typeof params.amount === 'number' ? formatMoney(params.amount, market, language) : '';
  const due = typeof params.dueDate === 'string' ? formatDate(params.dueDate, market, language) : '';
  const order = typeof params.orderNo === 'string' ? params.orderNo : '';
  const es = language === 'es';
  const text = kind.startsWith('reminder.')
    ? es
      ? `Tu pago de ${amount} del préstamo ${order} vence el ${due}.`
      : `Your payment of ${amount} on loan ${order} is due on ${due}.`
    : kind.startsWith('overdue.')
      ? es
        ? `Tu pago del préstamo ${order} venció el ${due}. Paga ${amount} para detener el cargo por mora.`
        : `Your payment on loan ${order} was due on ${due}. Pay ${amount} to stop the late charge.`
      : es
        ? `Tienes un mensaje nuevo sobre tu préstamo ${order}.`
        : `You have a new message about your loan ${order}.`;
  return `${appName}: ${text}`;
}
