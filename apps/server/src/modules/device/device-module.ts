import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { deviceCalls } from './device-routes.ts';
import { DeviceService } from './device-service.ts';

/** The borrower's devices and the app activation check. */
export const deviceModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, config } = shared;
  const devices = new DeviceService({ db, clock, packageList: config.devicePackageList });
  parts.addCalls(app, deviceCalls(devices));
};
