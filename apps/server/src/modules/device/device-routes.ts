import {
  activationAnswer,
  addActivePayload,
  checkActivationAnswer,
  checkActivationPayload,
  emptyPayload,
  packageListAnswer,
} from '@puente/domain';
import { type CallDefinition, defineCall, sessionUser } from '../../protocol/call.ts';
import type { DeviceService } from './device-service.ts';

const tags = ['device'];

export function deviceCalls(devices: DeviceService): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      path: '/user/device/addActive',
      summary:
        'Record that the borrower activated this app on a device (device id, platform, versions, afid — ' +
        'the afid header when not in the payload); repeating it refreshes the details',
      tags,
      auth: true,
      payload: addActivePayload,
      answer: activationAnswer,
      handler: async (c) => ({ data: await devices.addActive(c, sessionUser(c), c.payload) }),
    }),
    defineCall({
      method: 'POST',
      path: '/user/device/check-activation',
      summary: 'Whether the borrower has activated this app on the device with this id',
      tags,
      auth: true,
      payload: checkActivationPayload,
      answer: checkActivationAnswer,
      handler: async (c) => ({ data: await devices.checkActivation(c, sessionUser(c), c.payload) }),
    }),
    defineCall({
      method: 'GET',
      path: '/user/device/packageList',
      summary: 'Package names (other lenders’ apps) the device collector should report when installed',
      tags,
      auth: true,
      payload: emptyPayload,
      answer: packageListAnswer,
      handler: async () => ({ data: devices.packageList() }),
    }),
  ];
}
