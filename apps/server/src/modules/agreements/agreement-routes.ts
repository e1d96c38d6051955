import { agreementContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import { requireOrderNo } from '../loans/order-no.ts';
import type { AgreementService } from './agreement-service.ts';

export function agreementCalls(agreements: AgreementService): CallDefinition[] {
  return [
    bindCall(contracts.loanAgreement, async (c) => ({
      data: await agreements.agreement(sessionUser(c), requireOrderNo(c.payload), c.lang),
    })),
    bindCall(contracts.contract, async (c) => ({
      data: await agreements.agreement(sessionUser(c), requireOrderNo(c.payload), c.lang),
    })),
    bindCall(contracts.validateVerifyCode, async (c) => ({
      data: await agreements.sign({ ip: c.ip, userAgent: c.userAgent, lang: c.lang }, sessionUser(c), {
        orderNo: requireOrderNo(c.payload),
        code: c.payload.code,
        agree: c.payload.agree,
      }),
    })),
    bindCall(contracts.list, async (c) => ({
      data: { agreements: await agreements.list(sessionUser(c), c.lang) },
    })),
  ];
}
