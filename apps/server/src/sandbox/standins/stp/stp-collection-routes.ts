import type { FastifyInstance } from 'fastify';
import type { StandInContext } from '../standin.ts';
import type { StpStandInOptions } from './stp-standin-options.ts';

/** STP's side of money coming in: cuentas físicas, deposits (abonos), consultaOrden, conciliación. */
export function registerStpCollectionRoutes(
  _app: FastifyInstance,
  _context: StandInContext,
  _options: StpStandInOptions,
): void {}
