import { profileContracts as contracts } from '@puente/domain/contract';
import { FORM_BODY_LIMIT_BYTES } from '../../protocol/body-limits.ts';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { ProfileService } from './profile-service.ts';

/** The forms are records of fields, larger than any other call's payload (docs/decisions/035). */
const form = { bodyLimitBytes: FORM_BODY_LIMIT_BYTES };

export function profileCalls(profile: ProfileService): CallDefinition[] {
  const saveBasic = (contract: typeof contracts.saveBasicInfo | typeof contracts.saveBasicInfoMarket) =>
    bindCall(
      contract,
      async (c) => ({ data: await profile.saveBasicInfo(c, sessionUser(c), c.payload) }),
      form,
    );
  const saveAccount = (contract: typeof contracts.addBankCard | typeof contracts.updateBankCard) =>
    bindCall(
      contract,
      async (c) => ({ data: await profile.addBankAccount(c, sessionUser(c), c.payload) }),
      form,
    );
  return [
    saveBasic(contracts.saveBasicInfo),
    saveBasic(contracts.saveBasicInfoMarket),
    bindCall(
      contracts.saveAdditionInfo,
      async (c) => ({
        data: await profile.saveAdditionInfo(c, sessionUser(c), c.payload),
      }),
      form,
    ),
    bindCall(
      contracts.saveQuestionnaire,
      async (c) => ({
        data: await profile.saveQuestionnaire(c, sessionUser(c), c.payload.answers),
      }),
      form,
    ),
    bindCall(contracts.profile, async (c) => ({ data: await profile.profile(sessionUser(c)) })),
    bindCall(contracts.bankList, async (c) => ({ data: profile.bankList(c.app.market) })),
    bindCall(contracts.getBankBranch, async (c) => ({ data: profile.bankOfClabe(c.payload.accountNumber) })),
    bindCall(contracts.verifyBankCard, async (c) => ({
      data: await profile.verifyBankAccount(sessionUser(c), c.payload.bankCode, c.payload.accountNumber),
    })),
    saveAccount(contracts.addBankCard),
    saveAccount(contracts.updateBankCard),
  ];
}
