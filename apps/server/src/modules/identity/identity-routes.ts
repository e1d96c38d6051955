import type { IdentityImageKind } from '@puente/domain';
import { identityContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { IdentityService } from './identity-service.ts';

const HOUR_MS = 3_600_000;

export function identityCalls(identity: IdentityService): CallDefinition[] {
  const upload = (
    contract: typeof contracts.uploadBack | typeof contracts.uploadFront | typeof contracts.uploadFace,
    kind: IdentityImageKind,
  ) =>
    bindCall(contract, async (c) => ({ data: await identity.upload(c, sessionUser(c), kind, c.file) }), {
      rateLimit: { max: 300, timeWindowMs: HOUR_MS },
    });

  return [
    upload(contracts.uploadBack, 'back'),
    upload(contracts.uploadFront, 'front'),
    upload(contracts.uploadFace, 'face'),
    bindCall(contracts.ocr, async (c) => ({ data: await identity.ocr(c, sessionUser(c)) }), {
      rateLimit: { max: 30, timeWindowMs: HOUR_MS },
    }),
    bindCall(
      contracts.finishUploadAllImg,
      async (c) => ({ data: await identity.finish(c, sessionUser(c)) }),
      {
        rateLimit: { max: 60, timeWindowMs: HOUR_MS },
      },
    ),
    bindCall(contracts.identity, async (c) => ({ data: await identity.status(sessionUser(c)) })),
  ];
}
