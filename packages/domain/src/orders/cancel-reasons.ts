import { type Option, option } from '../options/option.ts';

/** The cancellation form's reasons (/cancellation_form): exactly one must be chosen. */
export const CANCEL_REASONS: readonly Option[] = [
  option('noLongerNeeded', 'I no longer need the money', 'Ya no necesito el dinero'),
  option('amountTooLow', 'The amount is too low', 'El monto es muy bajo'),
  option('costTooHigh', 'The cost is higher than I expected', 'El costo es mayor de lo que esperaba'),
  option('tenorNotSuitable', 'The repayment dates do not suit me', 'Las fechas de pago no me convienen'),
  option('foundOtherLoan', 'I found another loan', 'Encontré otro préstamo'),
  option('other', 'Another reason', 'Otro motivo'),
];

export function cancelReasonProblem(
  reasons: readonly string[],
): 'cancelReasonMissing' | 'cancelReasonTooMany' | undefined {
  const known = reasons.filter((reason) => CANCEL_REASONS.some((o) => o.value === reason));
  if (reasons.length > 1) return 'cancelReasonTooMany';
  if (known.length === 0) return 'cancelReasonMissing';
  return undefined;
}
