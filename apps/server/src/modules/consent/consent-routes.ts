import { COLLECTED_KINDS } from '@puente/domain';
import { collectorContract, consentContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { ConsentService } from './consent-service.ts';

const COLLECTOR_BODY_LIMIT = 8 * 1024 * 1024;

export function consentCalls(consent: ConsentService): CallDefinition[] {
  const collectors = COLLECTED_KINDS.map((kind) =>
    bindCall(
      collectorContract(kind),
      async (c) => ({ data: await consent.collect(c, sessionUser(c), kind, c.payload as never) }),
      { bodyLimitBytes: COLLECTOR_BODY_LIMIT },
    ),
  );

  return [
    bindCall(contracts.saveConsent, async (c) => ({
      data: await consent.save(c, sessionUser(c), c.payload),
    })),
    bindCall(contracts.consent, async (c) => ({ data: await consent.get(sessionUser(c)) })),
    bindCall(contracts.uploadEnable, async (c) => ({
      data: { enableTimeSdk: await consent.uploadEnabled(sessionUser(c)) },
    })),
    bindCall(contracts.uploadStatus, async (c) => ({ data: await consent.uploadStatus(sessionUser(c)) })),
    ...collectors,
  ];
}
