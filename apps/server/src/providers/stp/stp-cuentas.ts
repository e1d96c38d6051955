import type { StpConnection } from './stp-connection.ts';
import { stpRequest } from './stp-http.ts';
import { cuentaCadena } from './stp-signing.ts';

/**
 * Registering a borrower's CLABE at STP as a "cuenta de persona física" (reference/domain.md §6;
 * STP's article 360038242071 "Registro de Cuentas de Personas físicas", as the public client
 * cuenca-mx/stpmex-python `CuentaFisica` sends it):
 *
 *   PUT {base}/speiws/rest/cuentaModule/fisica
 *   {"empresa", "cuenta", "rfcCurp", "nombre", "apellidoPaterno", "apellidoMaterno"?,
 *    "fechaNacimiento": "YYYYMMDD", "paisNacimiento", "firma"}
 *
 * `firma` signs `||empresa|cuenta|rfcCurp||`. STP answers `{"id": 0, "descripcion": ""}` when the
 * account is registered and another `id` with a `descripcion` when it is not (stpmex-python
 * `_check_response`: id 1 is an RFC/CURP STP refuses). The path is production's
 * (`https://prod.stpmex.com/speiws/rest`); STP's demo serves it as `/speidemows/rest` on another host
 * than its efws API, which is a gap for one STP_BASE_URL (docs/decisions/041).
 */
export const CUENTA_FISICA_PATH = '/speiws/rest/cuentaModule/fisica';

/** STP's country catalogue code for Mexico (stpmex-python `Pais`; to confirm at onboarding with STP). */
export const STP_PAIS_MEXICO = '187';

export interface PersonaFisica {
  clabe: string;
  /** The CURP on file (STP takes a CURP or an RFC). */
  rfcCurp: string;
  nombre: string;
  apellidoPaterno: string;
  apellidoMaterno?: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

export type CuentaRegistration =
  | { kind: 'registered'; id: number; descripcion: string }
  /** STP looked at the account and said no: it is never shown to the borrower. */
  | { kind: 'refused'; id: number; descripcion: string }
  /** No answer, one we cannot read, or a refusal of our own signature: asked again later. */
  | { kind: 'unreachable'; detail: string };

/** STP truncates names at 50 characters (stpmex-python `truncated_stp_str(50)`). */
const name50 = (text: string) => text.trim().slice(0, 50);

/** The request body, signed: what STP receives. */
export function cuentaFisicaBody(connection: StpConnection, persona: PersonaFisica): Record<string, string> {
  const rfcCurp = persona.rfcCurp.toUpperCase();
  const cadena = cuentaCadena({ empresa: connection.empresa, cuenta: persona.clabe, rfcCurp });
  return {
    empresa: connection.empresa,
    cuenta: persona.clabe,
    rfcCurp,
    nombre: name50(persona.nombre),
    apellidoPaterno: name50(persona.apellidoPaterno),
    ...(persona.apellidoMaterno ? { apellidoMaterno: name50(persona.apellidoMaterno) } : {}),
    fechaNacimiento: persona.birthDate.replaceAll('-', ''),
    paisNacimiento: STP_PAIS_MEXICO,
    firma: connection.sign(cadena),
  };
}

/** STP already holds the account (a retry after a timeout): registered, as far as we are concerned. */
const ALREADY_THERE = /duplicad|ya (existe|est[aá] registrad)/i;
/** A refusal of how we signed, not of the borrower: the company's key or setup is wrong, so ask again. */
const OUR_SIGNATURE = /firma/i;

export async function registerCuentaFisica(
  connection: StpConnection,
  persona: PersonaFisica,
): Promise<CuentaRegistration> {
  const answer = await stpRequest(
    connection,
    'PUT',
    CUENTA_FISICA_PATH,
    cuentaFisicaBody(connection, persona),
  );
  if (answer.status === undefined) return { kind: 'unreachable', detail: answer.detail };
  const json = answer.json as { id?: unknown; descripcion?: unknown; resultado?: unknown } | undefined;
  const result = (json && typeof json.resultado === 'object' ? json.resultado : json) as
    | { id?: unknown; descripcion?: unknown }
    | undefined;
  const id = Number(result?.id);
  const descripcion = typeof result?.descripcion === 'string' ? result.descripcion : '';
  if (answer.status >= 500 || answer.status === 408 || answer.status === 429 || !Number.isInteger(id))
    return { kind: 'unreachable', detail: `STP answered HTTP ${answer.status} ${descripcion}`.trim() };
  if (id === 0 && !descripcion) return { kind: 'registered', id, descripcion };
  if (ALREADY_THERE.test(descripcion)) return { kind: 'registered', id, descripcion };
  if (OUR_SIGNATURE.test(descripcion))
    return { kind: 'unreachable', detail: `STP refused our signature: ${descripcion}` };
  return { kind: 'refused', id, descripcion };
}
