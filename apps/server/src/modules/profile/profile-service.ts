import {
  type AppInfo,
  accountNameAgrees,
  type BankAccount,
  bankAccountKey,
  DomainError,
  firstBadAnswer,
  identityNameOf,
  type MarketId,
  type NextStep,
  nextStep,
  type OnboardingStep,
  PERSON_KEY_KIND,
  parseClabe,
  personIdKey,
  STEP_NAMES,
  validateAdditionalInfo,
  validateBankAccount,
  validatePersonalInfo,
} from '@puente/domain';
import { MX_BANKS, NG_BANKS } from '@puente/domain/data';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import { type PayoutProvider, PayoutUnavailableError } from '../../providers/payout/payout-provider.ts';
import { findChecks, findImages, verifiedIdentityName } from '../identity/identity-service.ts';
import { identityStatus } from '../identity/identity-status.ts';
import { findOnboarding, type OnboardingRow, touchOnboarding } from '../onboarding/onboarding-service.ts';
import { type Claim, ownerOf, releaseClaim } from '../people/identity-claims.ts';
import { claimOrRefuse, recordReuse, refusingReuse, reuseRefusal } from '../people/reuse-refusal.ts';
import type { SecurityService } from '../security/security-service.ts';
import { formRefusal } from './form-refusal.ts';
import * as repo from './profile-repository.ts';

/** What other modules read of a borrower's profile: the review, the agreement's parties, the payout account. */
export { findBankAccounts, findProfile, findQuestionnaire } from './profile-repository.ts';

export interface ProfileDeps {
  db: Db;
  clock: BusinessClock;
  security: SecurityService;
  /** Each market's payout provider: the name enquiry is its bank's. */
  payouts: { forMarket(market: MarketId): PayoutProvider };
}

export interface Caller {
  app: AppInfo;
  ip: string;
}

type Input = Record<string, unknown>;

/** The borrower's own data of spec §3: personal and additional info, questionnaire, bank account. */
export class ProfileService {
  constructor(private readonly deps: ProfileDeps) {}

  async saveBasicInfo(caller: Caller, user: SessionUser, input: Input) {
    const market = user.market as MarketId;
    const checked = validatePersonalInfo(market, input, this.deps.clock.now());
    if (!checked.ok) throw formRefusal(checked.issues, market);
    const { value } = checked;
    const kind = PERSON_KEY_KIND[market];
    const number = (kind === 'CURP' ? value.nationalId : value.bvn) as string;
    const claim: Claim = { key: personIdKey(market, kind, number), market, kind, number };
    await this.write(caller, user, 'profile.basicInfo', async (tx, now, progress) => {
      const field = kind === 'CURP' ? 'nationalId' : 'bvn';
      await claimOrRefuse(tx, user.userId, claim, now, { source: 'personalInfo', field });
      // Before submitting, a borrower who corrects their id frees the old one; once submitted, the
      // id their applications were made with stays theirs (decision 038).
      const before = (await repo.findProfile(tx, user.userId))?.personKey;
      if (before && before !== claim.key && !progress.submittedAt)
        await releaseClaim(tx, user.userId, before);
      await repo.saveBasic(tx, user.userId, market, { ...value }, value.nationalId ?? null, claim.key, now);
    });
    return { rfcCheckDigitWarning: checked.rfcCheckDigitWarning, nextStep: await this.nextStepOf(user) };
  }

  async saveAdditionInfo(caller: Caller, user: SessionUser, input: Input) {
    await this.requireStep(user, 'personalInfo');
    const checked = validateAdditionalInfo(user.market as MarketId, input, user.mobile);
    if (!checked.ok) throw formRefusal(checked.issues, user.market as MarketId);
    await this.write(caller, user, 'profile.additionInfo', (tx, now) =>
      repo.saveAddition(tx, user.userId, user.market, checked.value, now),
    );
    return { nextStep: await this.nextStepOf(user) };
  }

  async saveQuestionnaire(caller: Caller, user: SessionUser, answers: Record<string, string | string[]>) {
    const byCode = Object.fromEntries(
      Object.entries(answers).map(([code, answer]) => [Number(code), answer]),
    );
    const bad = firstBadAnswer(user.market as MarketId, byCode);
    if (bad) {
      throw new DomainError(
        bad.reason === 'unanswered' ? 'questionnaireIncomplete' : 'questionnaireInvalid',
        {
          question: bad.code,
        },
      );
    }
    await this.write(caller, user, 'profile.questionnaire', (tx, now) =>
      repo.saveQuestionnaire(tx, user.userId, answers, now),
    );
    return { nextStep: await this.nextStepOf(user) };
  }

  bankList(market: MarketId) {
    return (market === 'MX' ? MX_BANKS : NG_BANKS).map((bank) => ({ code: bank.code, name: bank.name }));
  }

  bankOfClabe(accountNumber: string) {
    const clabe = parseClabe(accountNumber);
    if (!clabe.ok) throw formRefusal([{ field: 'accountNumber', rule: 'accountFormat', kind: 'CLABE' }]);
    return { bankCode: clabe.bankCode, bankName: clabe.bank };
  }

  /** Nigeria: the bank's name for the account and whether it is the applicant's. */
  async verifyBankAccount(user: SessionUser, bankCode: string, accountNumber: string) {
    if (user.market === 'MX') throw new DomainError('nameEnquiryNotOffered');
    const accountName = await this.enquire(user.market as MarketId, bankCode, accountNumber);
    return { accountName, matchesApplicant: await this.isApplicantsName(user, accountName) };
  }

  async addBankAccount(
    caller: Caller,
    user: SessionUser,
    input: Input & { code?: string; nameConfirmed?: boolean },
  ) {
    const market = user.market as MarketId;
    const checked = validateBankAccount(market, input);
    if (!checked.ok) throw formRefusal(checked.issues, market);
    const account = checked.value;
    let bankHolderName: string | null = null;
    if (market === 'NG') {
      bankHolderName = await this.enquire(market, account.bankCode, account.accountNumber);
      const matches = await this.isApplicantsName(user, bankHolderName);
      if (!matches && input.nameConfirmed !== true) {
        throw new DomainError('accountNameUnconfirmed', { accountName: bankHolderName });
      }
    }
    const claim: Claim = {
      key: bankAccountKey(market, account.bankCode, account.accountNumber),
      market,
      kind: 'bankAccount',
      number: account.accountNumber,
    };
    const about = { source: 'bankAccount', field: 'accountNumber', accountType: account.cardType } as const;
    // Before the code too: another account's bank account is refused without spending it.
    const owner = await ownerOf(this.deps.db, claim.key);
    if (owner && owner !== user.userId) {
      const attempt = { ...about, claim, userId: user.userId, ownerUserId: owner };
      await recordReuse(this.deps.db, attempt, this.deps.clock.now(), caller.ip);
      throw reuseRefusal(attempt);
    }
    // Last of all, so a refusal above does not cost the borrower their code.
    await this.deps.security.confirmOwnNumber(user, input.code);
    const saved = await this.write(caller, user, 'profile.bankAccount', async (tx, now, progress) => {
      await claimOrRefuse(tx, user.userId, claim, now, about);
      const accounts = await repo.findBankAccounts(tx, user.userId);
      const first = accounts.length === 0;
      const replaced = accounts.find((a) => a.primary);
      const replacedKey = replaced && bankAccountKey(market, replaced.bankCode, replaced.accountNumber);
      // The same rule as ids: a replaced account is freed only before submitting.
      if (replacedKey && replacedKey !== claim.key && !progress.submittedAt)
        await releaseClaim(tx, user.userId, replacedKey);
      await repo.retirePrimaryAccount(tx, user.userId, now);
      const row = await repo.insertBankAccount(tx, {
        userId: user.userId,
        market,
        cardType: account.cardType,
        bankCode: account.bankCode,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        holderName: account.holderName ?? null,
        bankHolderName,
        nameConfirmed: bankHolderName !== null,
        nationalId: account.curp ?? account.bvn ?? null,
        createdAt: now,
      });
      if (first) await repo.raiseFirstAccountEvent(tx, user.userId, row.id, now);
      return row;
    });
    return { account: publicAccount(saved), nextStep: await this.nextStepOf(user) };
  }

  async profile(user: SessionUser) {
    const [rows, progress] = await Promise.all([
      this.stepRows(this.deps.db, user),
      findOnboarding(this.deps.db, user.userId),
    ]);
    const steps = stepsOf(rows);
    return {
      market: user.market,
      basicInfo: rows.profile?.basic ?? null,
      additionInfo: rows.profile?.addition ?? null,
      questionnaire: rows.questionnaire?.answers ?? null,
      bankAccounts: rows.accounts.filter((a) => a.primary).map(publicAccount),
      steps,
      nextStep: nextStep(steps),
      submittedAt: progress?.submittedAt?.toISOString() ?? null,
    };
  }

  /** Takes the handle to read through: inside a transaction on PGlite, the root handle would wait forever. */
  async steps(db: Db, user: SessionUser): Promise<Record<OnboardingStep, boolean>> {
    return stepsOf(await this.stepRows(db, user));
  }

  /** One read after another: `db` may be a transaction, whose single connection takes one query at a time. */
  private async stepRows(db: Db, user: SessionUser): Promise<StepRows> {
    const profile = await repo.findProfile(db, user.userId);
    const questionnaire = await repo.findQuestionnaire(db, user.userId);
    const accounts = await repo.findBankAccounts(db, user.userId);
    const images = await findImages(db, user.userId);
    const checks = await findChecks(db, user.userId);
    return { profile, questionnaire, accounts, identityCompleted: identityStatus(images, checks).completed };
  }

  /** For submission: the first step still missing, as a refusal. */
  async completionProblem(db: Db, user: SessionUser): Promise<DomainError | null> {
    const step = nextStep(await this.steps(db, user));
    return step === 'review'
      ? null
      : new DomainError('stepNotReady', { step: STEP_NAMES[step].en }, { message: stepMessage(step) });
  }

  private async nextStepOf(user: SessionUser): Promise<NextStep> {
    return nextStep(await this.steps(this.deps.db, user));
  }

  private async requireStep(user: SessionUser, step: OnboardingStep): Promise<void> {
    if (!(await this.steps(this.deps.db, user))[step]) {
      throw new DomainError('stepNotReady', { step: STEP_NAMES[step].en }, { message: stepMessage(step) });
    }
  }

  /**
   * Whether an account's name is the applicant's, by the rule the review holds it to (decision 039):
   * the name their BVN verified when there is one (decision 050), else personal info's.
   */
  private async isApplicantsName(user: SessionUser, accountName: string): Promise<boolean> {
    const name =
      (await verifiedIdentityName(this.deps.db, user.userId)) ??
      identityNameOf((await repo.findProfile(this.deps.db, user.userId))?.basic ?? {});
    return name !== null && accountNameAgrees(name, accountName);
  }

  private async enquire(market: MarketId, bankCode: string, accountNumber: string): Promise<string> {
    let name: string | null;
    try {
      name = await this.deps.payouts.forMarket(market).nameEnquiry(bankCode, accountNumber);
    } catch (error) {
      if (error instanceof PayoutUnavailableError) throw new DomainError('bankUnavailable');
      throw error;
    }
    if (!name) throw new DomainError('accountNotFound');
    return name;
  }

  /** Every step save: restart the retention clock, write, audit — one transaction. */
  private write<T>(
    caller: Caller,
    user: SessionUser,
    action: string,
    work: (tx: Db, now: Date, progress: OnboardingRow) => Promise<T>,
  ): Promise<T> {
    const { db, clock } = this.deps;
    // An id or account another account owns rolls the save back and is recorded on its own.
    return refusingReuse(
      db,
      () => clock.now(),
      caller.ip,
      () =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const progress = await touchOnboarding(tx, user.userId, user.market, now);
          const result = await work(tx, now, progress);
          await recordAudit(tx, { at: now, userId: user.userId, action, ip: caller.ip });
          return result;
        }),
    );
  }
}

interface StepRows {
  profile: Awaited<ReturnType<typeof repo.findProfile>>;
  questionnaire: Awaited<ReturnType<typeof repo.findQuestionnaire>>;
  accounts: repo.BankAccountRow[];
  identityCompleted: boolean;
}

function stepsOf(rows: StepRows): Record<OnboardingStep, boolean> {
  return {
    personalInfo: Boolean(rows.profile?.basic),
    identity: rows.identityCompleted,
    additionalInfo: Boolean(rows.profile?.addition),
    questionnaire: Boolean(rows.questionnaire),
    bankCard: rows.accounts.some((a) => a.primary),
  };
}

function stepMessage(step: OnboardingStep) {
  return {
    en: `Please complete ${STEP_NAMES[step].en} first`,
    es: `Primero completa ${STEP_NAMES[step].es}`,
  };
}

function publicAccount(row: repo.BankAccountRow) {
  return {
    id: row.id,
    cardType: row.cardType as BankAccount['cardType'],
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountMasked: `•••• ${row.accountNumber.slice(-4)}`,
    holderName: row.holderName ?? row.bankHolderName,
    primary: row.primary,
  };
}
