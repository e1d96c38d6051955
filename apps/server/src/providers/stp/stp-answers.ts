/**
 * How STP answers registraOrden (`{"resultado": {"id": n, "descripcionError"?: "…"}}`): a positive
 * id is STP's folio of the order; 0 or a negative one is a refusal, told apart by id and text as the
 * public client cuenca-mx/stpmex-python does (stpmex/client.py `_raise_description_error_exc`).
 * The stand-in answers with these same codes and texts.
 */
export const STP_REFUSALS = {
  signature: { id: 0, text: 'Error validando la firma' },
  mandatory: { id: 0, text: (field: string) => `El campo ${field} es obligatorio` },
  claveRastreoUsed: { id: -1, text: (clave: string) => `La clave de rastreo ${clave} ya fue utilizada` },
  accountUnknown: { id: -7, text: (cuenta: string) => `La cuenta ${cuenta} no existe` },
  institution: { id: -9, text: (code: string) => `La Institucion ${code} no es valida` },
  accountType: { id: -11, text: (type: string) => `El tipo de cuenta ${type} es invalido` },
  amount: { id: -20, text: (monto: string) => `El monto {${monto}} no es válido` },
  bankMismatch: { id: -22, text: 'La cuenta clabe no coincide para la institucion operante' },
  sameAccount: { id: -24, text: (cuenta: string) => `Cuenta {${cuenta}} - {MISMA_CUENTA}` },
  claveRastreoInvalid: { id: -34, text: 'Clave rastreo invalida' },
  pld: { id: -200, text: 'Orden sin cuenta ordenante. Se rechaza por PLD' },
} as const;

/** What a refusal means for a payout. */
export type RegistraOutcome =
  | { kind: 'registered'; folio: number }
  /** The claveRastreo is taken: an earlier try of this very order reached STP. */
  | { kind: 'alreadySent' }
  /** STP will never send it: the reason is one of payout-failures.ts. */
  | { kind: 'refused'; reason: string; detail: string }
  /** Nothing was sent and the fault is ours or STP's (signature, a field, STP down): an operator's matter. */
  | { kind: 'unavailable'; detail: string };

export function readRegistraAnswer(resultado: {
  id: number;
  descripcionError?: string | null;
}): RegistraOutcome {
  const { id } = resultado;
  const text = resultado.descripcionError ?? '';
  if (id > 0) return { kind: 'registered', folio: id };
  const detail = `STP refused the order (${id}: ${text || 'no description'})`;
  if (id === -1 && /clave de rastreo .+ ya fue utilizada/i.test(text)) return { kind: 'alreadySent' };
  // The beneficiary's account or bank is not one STP can pay into.
  if (id === -7 || id === -9 || id === -22 || id === -24)
    return { kind: 'refused', reason: 'accountNotFound', detail };
  if (id === -200 || /PLD/.test(text)) return { kind: 'refused', reason: 'declined', detail };
  // A bad signature, a missing or invalid field, an unknown institution: nothing the borrower did;
  // the payout waits while an operator reads the detail.
  return { kind: 'unavailable', detail };
}
