import type { FastifyInstance } from 'fastify';
import type { StandInContext } from '../standin.ts';
import type { StpStandInOptions } from './stp-standin-options.ts';

/** STP's side of money going out: registraOrden and the orders' state changes. */
export function registerStpPayoutRoutes(
  _app: FastifyInstance,
  _context: StandInContext,
  _options: StpStandInOptions,
): void {}
