import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * STP signs nothing it sends us, but wants every request we send signed: the "cadena original" of the
 * request's fields, joined by `|` between `||…||`, signed RSA-SHA256 (PKCS#1 v1.5) with the company's
 * private key and sent base64 as `firma` (reference/domain.md §6; cuenca-mx/stpmex-python, MIT).
 */

/** The 34 fields of an orden de pago, in the order STP reads its cadena (stpmex-python `Orden`). */
export const ORDEN_CADENA_FIELDS = [
  'institucionContraparte',
  'empresa',
  'fechaOperacion',
  'folioOrigen',
  'claveRastreo',
  'institucionOperante',
  'monto',
  'tipoPago',
  'tipoCuentaOrdenante',
  'nombreOrdenante',
  'cuentaOrdenante',
  'rfcCurpOrdenante',
  'tipoCuentaBeneficiario',
  'nombreBeneficiario',
  'cuentaBeneficiario',
  'rfcCurpBeneficiario',
  'emailBeneficiario',
  'tipoCuentaBeneficiario2',
  'nombreBeneficiario2',
  'cuentaBeneficiario2',
  'rfcCurpBeneficiario2',
  'conceptoPago',
  'conceptoPago2',
  'claveCatUsuario1',
  'claveCatUsuario2',
  'clavePago',
  'referenciaCobranza',
  'referenciaNumerica',
  'tipoOperacion',
  'topologia',
  'usuario',
  'medioEntrega',
  'prioridad',
  'iva',
] as const;

export type OrdenField = (typeof ORDEN_CADENA_FIELDS)[number];

/** An order's fields as sent: absent ones are empty in the cadena; `monto` already has two decimals. */
export type OrdenFields = Partial<Record<OrdenField, string | number>>;

/** `||a|b|…|z||`: every field in STP's order, an absent one empty. */
export function ordenCadena(orden: OrdenFields): string {
  return `||${ORDEN_CADENA_FIELDS.map((field) => orden[field] ?? '').join('|')}||`;
}

/** The cadena STP signs a cuenta física's registration (and its removal) by. */
export function cuentaCadena(cuenta: { empresa: string; cuenta: string; rfcCurp: string }): string {
  return `||${cuenta.empresa}|${cuenta.cuenta}|${cuenta.rfcCurp}||`;
}

/** The company's key, from its PEM (STP hands out an encrypted PKCS#8 key with a passphrase). */
export function stpPrivateKey(pem: string, passphrase?: string): KeyObject {
  return createPrivateKey(passphrase ? { key: pem, passphrase } : { key: pem });
}

/** The `firma` of a cadena: RSA-SHA256, PKCS#1 v1.5, base64. */
export function stpFirma(cadena: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(cadena, 'utf8').sign(key, 'base64');
}

/** Whether `firma` is the company's signature of `cadena` (what STP checks, and our stand-in with it). */
export function stpFirmaValid(cadena: string, firma: string, key: KeyObject): boolean {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  try {
    return createVerify('RSA-SHA256').update(cadena, 'utf8').verify(publicKey, firma, 'base64');
  } catch {
    return false;
  }
}
