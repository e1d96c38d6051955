import type { ErrorDefinition } from './catalogue.ts';

/** The money side of the staff console (decision 058): 100113xx. */
export const STAFF_MONEY_ERRORS = {
  moneyNoCreditHeld: {
    code: 10011301,
    http: 409,
    en: 'This customer holds no credit.',
    es: 'Este cliente no tiene saldo a favor.',
  },
  moneyNoBankAccount: {
    code: 10011302,
    http: 409,
    en: 'This customer has no bank account to send the money to.',
    es: 'Este cliente no tiene una cuenta bancaria a la cual enviar el dinero.',
  },
  moneyOrderNotFound: {
    code: 10011303,
    http: 404,
    en: 'There is no loan {orderNo}.',
    es: 'No existe el préstamo {orderNo}.',
  },
  moneyOrderNotRepaying: {
    code: 10011304,
    http: 409,
    en: 'Loan {orderNo} is not being repaid.',
    es: 'El préstamo {orderNo} no está en pago.',
  },
  moneyWaiverTooLarge: {
    code: 10011305,
    http: 409,
    en: 'The waiver is larger than the penalty owed ({owed}).',
    es: 'La condonación es mayor que la penalización adeudada ({owed}).',
  },
  moneyNotOverdueEnough: {
    code: 10011306,
    http: 409,
    en: 'A loan is written off only after {days} days overdue.',
    es: 'Un préstamo solo se castiga después de {days} días de atraso.',
  },
  moneyReferenceUsed: {
    code: 10011307,
    http: 409,
    en: 'A payment with this reference was already credited.',
    es: 'Ya se abonó un pago con esta referencia.',
  },
  moneyDayNotClosed: {
    code: 10011308,
    http: 409,
    en: 'Yesterday is still being closed. Please try again in a minute.',
    es: 'El día anterior aún se está cerrando. Inténtalo de nuevo en un minuto.',
  },
  moneyDepositNotFound: {
    code: 10011309,
    http: 404,
    en: 'There is no unmatched deposit with this id.',
    es: 'No existe un depósito sin asignar con este id.',
  },
  moneyCurrencyMismatch: {
    code: 10011310,
    http: 409,
    en: 'This money is in another currency than the loan.',
    es: 'Este dinero está en otra moneda que el préstamo.',
  },
  moneyPayoutNotFound: {
    code: 10011311,
    http: 404,
    en: 'There is no such payout.',
    es: 'No existe ese desembolso.',
  },
  moneyPayoutNotFailed: {
    code: 10011312,
    http: 409,
    en: 'Only the latest failed payout of a loan waiting for its money can be sent again.',
    es: 'Solo el último desembolso fallido de un préstamo que espera su dinero puede enviarse de nuevo.',
  },
  moneyPayoutNoOtp: {
    code: 10011313,
    http: 409,
    en: 'This payout is not waiting for a code from the provider.',
    es: 'Este desembolso no está esperando un código del proveedor.',
  },
  moneyAccountNotUsable: {
    code: 10011314,
    http: 409,
    en: "The new account must be the borrower's own current, verified account, other than the one that failed.",
    es: 'La cuenta nueva debe ser la cuenta actual y verificada del propio acreditado, distinta de la que falló.',
  },
  moneyItemNotFound: {
    code: 10011315,
    http: 404,
    en: 'There is no open reconciliation difference with this id.',
    es: 'No existe una diferencia de conciliación abierta con este id.',
  },
  moneyNothingOwed: {
    code: 10011316,
    http: 409,
    en: 'Loan {orderNo} owes nothing.',
    es: 'El préstamo {orderNo} no adeuda nada.',
  },
} satisfies Record<string, ErrorDefinition>;
