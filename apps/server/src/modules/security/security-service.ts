import {
  type AppInfo,
  type CodeChannel,
  type CodeSentAnswer,
  codeMessageText,
  DomainError,
  type Language,
  LOOKUP_LIMITS,
  type MarketId,
  type Mobile,
  requireMobile,
  SESSION,
  type SigningSubject,
  signingCodeText,
  type TokenAnswer,
  type UserInfo,
  VERIFICATION,
} from '@puente/domain';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import { type SmsProvider, SmsRejectedError } from '../../providers/sms/sms-provider.ts';
import { rememberLanguage } from '../messages/message-language.ts';
import { claimLead } from '../promotions/promotion-service.ts';
import * as codes from './codes-repository.ts';
import { recordAcceptance } from './legal-acceptance-repository.ts';
import type { NumberLimiter } from './number-limiter.ts';
import { hashCode, hashToken, newCode, newToken, sameHash } from './secrets.ts';
import { SessionCache } from './session-cache.ts';
import * as sessions from './sessions-repository.ts';
import * as users from './users-repository.ts';

export interface SecurityDeps {
  db: Db;
  clock: BusinessClock;
  sms: SmsProvider;
  secret: string;
  /**
   * App-store review accounts: E.164 number to the fixed code it is sent instead of a random one
   * (decision 036). Nothing else about them differs: the code is checked and locked like any other.
   */
  reviewAccounts: ReadonlyMap<string, string>;
  /** Counts the questions asked about one number without a session (existsByMobile and the like). */
  numberLimiter: NumberLimiter;
  /** How long a resolved session may be reused without reading the database; 0 turns it off. */
  sessionCacheMs: number;
  /** The approved offer a signing code would sign, or the refusal signing it would get (agreements). */
  signingSubject?: (user: SessionUser, orderNo: string) => Promise<SigningSubject>;
}

type ResolvedSession = SessionUser & { expiresAt: Date; revokeReason: string | null; revoked: boolean };

export interface Caller {
  app: AppInfo;
  ip: string;
  afid?: string | undefined;
  /**
   * The language the borrower reads the app in (the `lang` header): the terms they accept and the
   * codes they are sent are in it (decision 033).
   */
  lang: Language;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Registration, login and sessions by mobile number and one-time code (issue 2, decision 004). */
export class SecurityService {
  private readonly cache: SessionCache<ResolvedSession>;

  constructor(private readonly deps: SecurityDeps) {
    this.cache = new SessionCache(deps.sessionCacheMs);
  }

  /** A code to sign in or register with, in the language of the screen that asked for it (decision 033). */
  async sendCode(caller: Caller, input: { mobile: string; channel: CodeChannel }): Promise<CodeSentAnswer> {
    const mobile = requireMobile(caller.app.market, input.mobile);
    return this.deliverCode(caller, mobile, input.channel, (code) =>
      codeMessageText(caller.app.appName, code, caller.lang, input.channel),
    );
  }

  /**
   * The code that signs a loan agreement: always to the signed-in borrower's own number, naming the
   * order and its amount; refused, before anything is sent, when that order cannot be signed.
   */
  async sendSigningCode(
    caller: Caller,
    authorization: string | undefined,
    input: { orderNo: string; channel: CodeChannel },
  ): Promise<CodeSentAnswer> {
    const user = await this.resolveSession(authorization);
    if (!this.deps.signingSubject) throw new Error('signing codes need deps.signingSubject');
    const subject = await this.deps.signingSubject(user, input.orderNo);
    const mobile = { national: user.mobile, e164: user.e164 };
    return this.deliverCode(caller, mobile, input.channel, (code) =>
      signingCodeText(caller.app.appName, code, caller.lang, input.channel, subject),
    );
  }

  private async deliverCode(
    caller: Caller,
    mobile: Mobile,
    channel: CodeChannel,
    textOf: (code: string) => string,
  ): Promise<CodeSentAnswer> {
    const now = this.deps.clock.now();
    // A reviewer is told the code beforehand, so nothing is sent; the code is stored like any other.
    const fixed = this.deps.reviewAccounts.get(mobile.e164);
    const code = fixed ?? newCode();
    const row = await this.deps.db.transaction(async (tx) => {
      await codes.lockNumber(tx, mobile.e164);
      const recent = await codes.codesSentSince(tx, mobile.e164, new Date(now.getTime() - HOUR_MS));
      const latest = recent[0];
      if (latest) {
        const waitSeconds = Math.ceil(
          VERIFICATION.resendSeconds - (now.getTime() - latest.createdAt.getTime()) / 1000,
        );
        if (waitSeconds > 0) throw new DomainError('sendTooSoon', { seconds: waitSeconds });
      }
      if (recent.length >= VERIFICATION.maxSendsPerHour) {
        const oldest = recent[recent.length - 1] as codes.CodeRow;
        const minutes = Math.ceil((oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 60_000);
        throw new DomainError('sendLimit', { minutes: Math.max(1, minutes) });
      }
      await codes.retireLiveCodes(tx, mobile.e164, now);
      const inserted = await codes.insertCode(tx, {
        e164: mobile.e164,
        codeHash: hashCode(this.deps.secret, mobile.e164, code),
        channel,
        ip: caller.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFICATION.ttlSeconds * 1000),
      });
      await recordAudit(tx, {
        at: now,
        action: 'code.sent',
        detail: { e164: mobile.e164, channel },
        ip: caller.ip,
      });
      return inserted;
    });

    if (fixed === undefined) await this.send(row.id, mobile, channel, caller.lang, textOf(code), code);
    return {
      resendSeconds: VERIFICATION.resendSeconds,
      expiresInSeconds: VERIFICATION.ttlSeconds,
      channel,
    };
  }

  private async send(
    codeId: string,
    mobile: Mobile,
    channel: CodeChannel,
    language: Language,
    text: string,
    code: string,
  ): Promise<void> {
    try {
      await this.deps.sms.send({
        mobile: mobile.national,
        e164: mobile.e164,
        channel,
        code,
        language,
        text,
      });
    } catch (error) {
      // Our gateway's failure must not cost the borrower a send or a countdown.
      await codes.deleteCode(this.deps.db, codeId);
      if (error instanceof SmsRejectedError) throw new DomainError('sendFailed');
      throw error;
    }
  }

  async exists(caller: Caller, input: { mobile: string }): Promise<boolean> {
    const mobile = requireMobile(caller.app.market, input.mobile);
    await this.countLookup(mobile);
    return (await users.findUserByE164(this.deps.db, mobile.e164)) !== undefined;
  }

  /**
   * Always yes: every number signs in with a code, a review account's included (its code is fixed),
   * so the answer tells nobody which numbers are review accounts. Kept for clients that still ask.
   */
  async isCodeRequired(caller: Caller, input: { mobile: string }): Promise<boolean> {
    const mobile = requireMobile(caller.app.market, input.mobile);
    await this.countLookup(mobile);
    return true;
  }

  /**
   * The per-number limit on questions asked without a session, whichever address asks; the key is
   * keyed with the service secret, so a shared counter store holds no phone numbers.
   */
  private async countLookup(mobile: Mobile): Promise<void> {
    const key = hashCode(this.deps.secret, mobile.e164, 'lookup');
    const count = await this.deps.numberLimiter.hit(key, HOUR_MS);
    if (count > LOOKUP_LIMITS.perNumberPerHour) throw new DomainError('tooManyRequests');
  }

  async register(caller: Caller, input: { mobile: string; code?: string | undefined }): Promise<TokenAnswer> {
    const mobile = requireMobile(caller.app.market, input.mobile);
    if (await users.findUserByE164(this.deps.db, mobile.e164)) throw new DomainError('mobileRegistered');
    await this.checkCode(mobile, input.code);
    return this.deps.db.transaction(async (tx) => {
      await codes.lockNumber(tx, mobile.e164);
      if (await users.findUserByE164(tx, mobile.e164)) throw new DomainError('mobileRegistered');
      const now = this.deps.clock.now();
      const user = await users.insertUser(tx, {
        market: caller.app.market,
        mobile: mobile.national,
        e164: mobile.e164,
        createdAt: now,
      });
      await recordAudit(tx, { at: now, userId: user.id, action: 'user.registered', ip: caller.ip });
      // A number left on a promotion page before (decision 023) now belongs to this account.
      await claimLead(tx, mobile.e164, user.id, now);
      return this.openSession(tx, caller, user, now);
    });
  }

  async login(caller: Caller, input: { mobile: string; code?: string | undefined }): Promise<TokenAnswer> {
    const mobile = requireMobile(caller.app.market, input.mobile);
    const user = await users.findUserByE164(this.deps.db, mobile.e164);
    if (!user) throw new DomainError('mobileNotRegistered');
    await this.checkCode(mobile, input.code);
    const answer = await this.deps.db.transaction(async (tx) =>
      this.openSession(tx, caller, user, this.deps.clock.now()),
    );
    this.cache.forgetUser(user.id);
    return answer;
  }

  async logout(caller: Caller, user: SessionUser): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await sessions.revokeSession(tx, user.sessionId, now, 'logout');
      await recordAudit(tx, { at: now, userId: user.userId, action: 'session.logout', ip: caller.ip });
    });
    this.cache.forgetUser(user.userId);
  }

  /** Maps a bearer token to its user, or to the session code of spec §6 that says why not. */
  async resolveSession(authorization: string | undefined): Promise<SessionUser> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    if (!token) throw new DomainError('notLoggedIn');
    const tokenHash = hashToken(token);
    const resolved = this.cache.get(tokenHash) ?? (await this.loadSession(tokenHash));
    if (resolved.revoked) {
      throw new DomainError(
        resolved.revokeReason === 'login_elsewhere' ? 'loggedInElsewhere' : 'tokenInvalid',
      );
    }
    if (resolved.expiresAt.getTime() <= this.deps.clock.now().getTime())
      throw new DomainError('tokenExpired');
    const { expiresAt: _e, revokeReason: _r, revoked: _v, ...user } = resolved;
    return user;
  }

  private async loadSession(tokenHash: string): Promise<ResolvedSession> {
    const resolved = await sessions.findSessionWithUser(this.deps.db, tokenHash);
    if (!resolved) throw new DomainError('tokenInvalid');
    this.cache.set(tokenHash, resolved);
    return resolved;
  }

  userInfo(user: SessionUser): UserInfo {
    return {
      userId: user.userId,
      mobile: user.mobile,
      e164: user.e164,
      market: user.market as UserInfo['market'],
      registeredAt: user.createdAt.toISOString(),
    };
  }

  /** A code sent to the signed-in borrower's own number, to confirm a sensitive change (bank account). */
  async confirmOwnNumber(user: SessionUser, code: string | undefined): Promise<void> {
    await this.checkCode({ national: user.mobile, e164: user.e164 }, code);
  }

  /** Housekeeping run by the tick job. */
  async purgeExpired(): Promise<{ codes: number; sessions: number }> {
    const now = this.deps.clock.now().getTime();
    return {
      codes: await codes.purgeCodesBefore(this.deps.db, new Date(now - 2 * HOUR_MS)),
      sessions: await sessions.purgeSessionsBefore(this.deps.db, new Date(now - 90 * DAY_MS)),
    };
  }

  private async checkCode(mobile: Mobile, code: string | undefined): Promise<void> {
    const typed = code?.trim() ?? '';
    if (typed === '') throw new DomainError('codeEmpty');
    // The wrong-try count must be committed even though the answer is a refusal, so the
    // transaction returns the verdict and the refusal is thrown after it.
    const verdict = await this.deps.db.transaction(async (tx) => {
      await codes.lockNumber(tx, mobile.e164);
      const now = this.deps.clock.now();
      const live = await codes.latestLiveCode(tx, mobile.e164);
      if (!live) return 'codeInvalid' as const;
      if (live.expiresAt.getTime() <= now.getTime()) return 'codeExpired' as const;
      if (live.wrongTries >= VERIFICATION.maxWrongTries) return 'codeLocked' as const;
      if (!sameHash(live.codeHash, hashCode(this.deps.secret, mobile.e164, typed))) {
        const tries = await codes.countWrongTry(tx, live.id);
        return tries >= VERIFICATION.maxWrongTries ? ('codeLocked' as const) : ('codeInvalid' as const);
      }
      await codes.consumeCode(tx, live.id, now);
      return 'ok' as const;
    });
    if (verdict !== 'ok') throw new DomainError(verdict);
  }

  private async openSession(tx: Db, caller: Caller, user: users.UserRow, now: Date): Promise<TokenAnswer> {
    await sessions.revokeUserSessions(tx, user.id, now, 'login_elsewhere');
    const token = newToken(SESSION.tokenBytes);
    const expiresAt = new Date(now.getTime() + SESSION.ttlDays * 86_400_000);
    await sessions.insertSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      packageName: caller.app.packageName,
      afid: caller.afid ?? null,
      createdAt: now,
      expiresAt,
    });
    // Messages sent while the borrower is away (the SMS) are written in the language they log in with.
    await rememberLanguage(tx, user.id, caller.lang, now);
    // Both forms say "By continuing you accept the terms and the privacy policy".
    await recordAcceptance(tx, {
      userId: user.id,
      market: user.market as MarketId,
      language: caller.lang,
      at: now,
      ip: caller.ip,
    });
    await recordAudit(tx, {
      at: now,
      userId: user.id,
      action: 'session.opened',
      detail: { afid: caller.afid ?? null },
      ip: caller.ip,
    });
    return { token, userId: user.id, mobile: user.mobile, expiresAt: expiresAt.toISOString() };
  }
}
