import { deviceContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { DeviceService } from './device-service.ts';

export function deviceCalls(devices: DeviceService): CallDefinition[] {
  return [
    bindCall(contracts.addActive, async (c) => ({
      data: await devices.addActive(c, sessionUser(c), c.payload),
    })),
    bindCall(contracts.checkActivation, async (c) => ({
      data: await devices.checkActivation(c, sessionUser(c), c.payload),
    })),
    bindCall(contracts.packageList, async () => ({ data: devices.packageList() })),
  ];
}
