import { LOOKUP_LIMITS, VERIFICATION } from '@puente/domain';
import { securityContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { SecurityService } from './security-service.ts';

const HOUR_MS = 3_600_000;
/** Questions about a number without a session: per address here, per number in the service (decision 036). */
const LOOKUP_LIMIT = { rateLimit: { max: LOOKUP_LIMITS.perAddressPerHour, timeWindowMs: HOUR_MS } };

export function securityCalls(security: SecurityService): CallDefinition[] {
  return [
    bindCall(
      contracts.getVerifyCode,
      async (c) => {
        const { orderNo, channel } = c.payload;
        const data = orderNo
          ? await security.sendSigningCode(c, c.header('authorization'), { orderNo, channel })
          : await security.sendCode(c, c.payload);
        return { data, message: 'codeSent' };
      },
      { rateLimit: { max: VERIFICATION.maxSendsPerIpPerHour, timeWindowMs: HOUR_MS } },
    ),
    bindCall(
      contracts.existsByMobile,
      async (c) => ({ data: await security.exists(c, c.payload) }),
      LOOKUP_LIMIT,
    ),
    bindCall(
      contracts.isRequiredVerificationCode,
      async (c) => ({ data: await security.isCodeRequired(c, c.payload) }),
      LOOKUP_LIMIT,
    ),
    bindCall(
      contracts.register,
      async (c) => ({ data: await security.register(c, c.payload), message: 'registered' }),
      { rateLimit: { max: 60, timeWindowMs: HOUR_MS } },
    ),
    bindCall(
      contracts.login,
      async (c) => ({ data: await security.login(c, c.payload), message: 'loggedIn' }),
      { rateLimit: { max: 60, timeWindowMs: HOUR_MS } },
    ),
    bindCall(contracts.getUserInfo, async (c) => ({ data: security.userInfo(sessionUser(c)) })),
    bindCall(contracts.logout, async (c) => {
      await security.logout(c, sessionUser(c));
      return { data: null, message: 'loggedOut' };
    }),
  ];
}
