import { DomainError } from '@puente/domain';
import { voucherContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../../protocol/call.ts';
import type { VoucherService } from './voucher-service.ts';

const HOUR_MS = 3_600_000;

export function voucherCalls(vouchers: VoucherService): CallDefinition[] {
  return [
    bindCall(
      contracts.upload,
      async (c) => ({ data: await vouchers.uploadImage(c, sessionUser(c), c.file) }),
      {
        rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      },
    ),
    bindCall(
      contracts.save,
      async (c) => {
        if (!c.payload.orderNo) throw new DomainError('orderNoMissing');
        return {
          data: await vouchers.save(c, sessionUser(c), { ...c.payload, orderNo: c.payload.orderNo }, c.lang),
        };
      },
      { rateLimit: { max: 60, timeWindowMs: HOUR_MS } },
    ),
    bindCall(contracts.list, async (c) => ({
      data: await vouchers.list(sessionUser(c), c.payload.orderNo || undefined),
    })),
  ];
}
