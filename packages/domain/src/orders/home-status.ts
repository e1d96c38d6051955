import type { Localized } from '../i18n/language.ts';
import { ORDER_STATUS } from './order-status.ts';

/** Home's banner states of spec §4, each with the button the borrower sees. */
export const HOME_STATUSES = [
  'canLoan',
  'assessing',
  'rejected',
  'success',
  'lending',
  'failed',
  'repaying',
  'overdue',
] as const;
export type HomeStatus = (typeof HOME_STATUSES)[number];

/** Days a rejected borrower waits before applying again (spec §9). */
export const RETRY_AFTER_REJECTION_DAYS = 30;

/**
 * What home shows for the borrower's latest order. A rejection only blocks until its retry date;
 * finished and cancelled orders leave the borrower free to apply.
 */
export function homeStatus(latest: { status: number; retryAt?: Date | null } | null, now: Date): HomeStatus {
  if (!latest) return 'canLoan';
  switch (latest.status) {
    case ORDER_STATUS.Applying:
      return 'assessing';
    case ORDER_STATUS.Reject:
      return latest.retryAt && latest.retryAt > now ? 'rejected' : 'canLoan';
    case ORDER_STATUS.Confirm:
    case ORDER_STATUS.getMoney:
      return 'success';
    case ORDER_STATUS.finishLoading:
    case ORDER_STATUS.Lending:
      return 'lending';
    case ORDER_STATUS.PayFail:
      return 'failed';
    case ORDER_STATUS.Repaying:
      return 'repaying';
    case ORDER_STATUS.Overdued:
      return 'overdue';
    default:
      return 'canLoan';
  }
}

export const HOME_STATUS_TEXT: Record<HomeStatus, { banner: Localized; button: Localized }> = {
  canLoan: {
    banner: { en: 'You can apply for a loan', es: 'Puedes solicitar un préstamo' },
    button: { en: 'Apply', es: 'Solicitar' },
  },
  assessing: {
    banner: { en: 'Under review', es: 'En revisión' },
    button: { en: 'Detail', es: 'Detalle' },
  },
  rejected: {
    banner: { en: 'Cannot apply, retry in 30 days', es: 'No puedes solicitar, inténtalo en 30 días' },
    button: { en: 'See other products', es: 'Ver otros productos' },
  },
  success: {
    banner: { en: 'Approved', es: 'Aprobado' },
    button: { en: 'Get money', es: 'Recibir dinero' },
  },
  lending: {
    banner: { en: 'Approved, the money is on its way', es: 'Aprobado, el dinero va en camino' },
    button: { en: 'Detail', es: 'Detalle' },
  },
  failed: {
    banner: { en: 'Loan failed', es: 'El préstamo falló' },
    button: { en: 'Edit bank card', es: 'Editar cuenta bancaria' },
  },
  repaying: {
    banner: { en: 'Repaying', es: 'Pagando' },
    button: { en: 'Pay', es: 'Pagar' },
  },
  overdue: {
    banner: { en: 'Overdue', es: 'Vencido' },
    button: { en: 'Pay', es: 'Pagar' },
  },
};
