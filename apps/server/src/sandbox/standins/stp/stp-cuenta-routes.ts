import { parseClabe, parseCurp } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CUENTA_FISICA_PATH } from '../../../providers/stp/stp-cuentas.ts';
import { cuentaCadena, stpFirmaValid } from '../../../providers/stp/stp-signing.ts';
import type { StandInContext } from '../standin.ts';
import type { StpStandInOptions } from './stp-standin-options.ts';

/** The stand-in's record kind of the cuentas físicas the company registered. */
export const CUENTA_KIND = 'cuenta';

const cuentaBody = z.object({
  empresa: z.string(),
  cuenta: z.string(),
  rfcCurp: z.string(),
  nombre: z.string().trim().min(1).max(50),
  apellidoPaterno: z.string().trim().min(1).max(50),
  apellidoMaterno: z.string().max(50).optional(),
  fechaNacimiento: z.string().regex(/^\d{8}$/),
  paisNacimiento: z.string().min(1),
  firma: z.string().min(1),
});

/** A persona moral's or física's RFC (13 characters for a person). */
const RFC = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/;

/**
 * STP's cuenta física registration (stp-cuentas.ts has the protocol): the signature is checked with
 * the company's key, the CLABE must be one of STP's, the RFC/CURP must be well formed, and an
 * account already registered under someone else is refused. Registering the same account for the
 * same person again answers as the first time did.
 */
export function registerStpCuentaRoutes(
  app: FastifyInstance,
  context: StandInContext,
  options: StpStandInOptions,
): void {
  app.put(CUENTA_FISICA_PATH, async (request, reply) => {
    const parsed = cuentaBody.safeParse(request.body);
    if (!parsed.success || parsed.data.empresa !== options.empresa)
      return reply.code(400).send({ id: -1, descripcion: 'Datos de entrada inválidos' });
    const cuenta = parsed.data;
    const cadena = cuentaCadena({ empresa: cuenta.empresa, cuenta: cuenta.cuenta, rfcCurp: cuenta.rfcCurp });
    if (!stpFirmaValid(cadena, cuenta.firma, options.publicKey()))
      return { id: 0, descripcion: 'Error validando la firma' };
    const clabe = parseClabe(cuenta.cuenta);
    if (!clabe.ok || clabe.bankCode !== '646') return { id: 2, descripcion: 'La cuenta no es válida' };
    if (!parseCurp(cuenta.rfcCurp).ok && !RFC.test(cuenta.rfcCurp))
      return { id: 1, descripcion: 'El RFC/CURP no es válido' };
    const { firma: _firma, ...kept } = cuenta;
    const { value } = await context.store.insert(CUENTA_KIND, cuenta.cuenta, {
      ...kept,
      registeredAt: context.now().toISOString(),
    });
    if (value.rfcCurp !== cuenta.rfcCurp) return { id: 3, descripcion: 'Cuenta asignada a otro RFC/CURP' };
    return { id: 0, descripcion: '' };
  });
}
