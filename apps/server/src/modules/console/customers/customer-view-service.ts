import type { PersonalField } from '@puente/domain';
import {
  CONSENT_KINDS,
  DomainError,
  IDENTITY_IMAGE_KINDS,
  type IdentityImageKind,
  type Language,
} from '@puente/domain';
import { and, eq } from 'drizzle-orm';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { identityImages } from '../../../db/schema.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { customerMessages } from '../../messages/customer-messages.ts';
import { orderRecords, ordersOf } from '../../orders/orders-service.ts';
import { recordStaffAction } from '../../staff/staff-audit.ts';
import type { StaffCaller } from '../../staff/staff-route.ts';
import { type AuditFilter, codesSentTo, searchStaffAudit } from './audit-repository.ts';
import { findUser, personalSourceOf, profileParts } from './customer-repository.ts';
import { loanSurroundings, orderByNo } from './loan-repository.ts';
import { currencyOf, loanDetail, loanSummary } from './loan-view.ts';
import { maskTail } from './masking.ts';
import { maskedValues, personalValues } from './personal-fields.ts';
import { checkPhotoLink, PHOTO_LINK_TTL_MS, signPhotoLink } from './photo-links.ts';
import { findCustomers, searchRows } from './search-repository.ts';

export interface CustomerViewDeps {
  db: Db;
  clock: BusinessClock;
  storage: FileStorage;
  photoKey: Buffer;
  /** The wall clock photo links expire on, as staff sessions do. */
  wall: () => number;
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const SEARCH_LIMIT = 20;

/** Whether each consent is given now, and since when: the newest answer is in force. */
function consentState(rows: { granted: string[]; textVersion: string; consentedAt: Date }[]) {
  // rows: newest first.
  return CONSENT_KINDS.map((kind) => {
    const newest = rows[0];
    const given = newest?.granted.includes(kind) ?? false;
    let since: Date | null = null;
    for (const row of rows) {
      if (row.granted.includes(kind) !== given) break;
      since = row.consentedAt;
    }
    const everGiven = rows.some((row) => row.granted.includes(kind));
    return { kind, given, withdrawn: !given && everGiven, since: rows.length > 0 ? iso(since) : null };
  });
}

/**
 * The console's customer view: reads only, except that revealing a personal field or opening an
 * identity photo writes the staff audit trail first, in its own transaction, before answering.
 */
export class CustomerViewService {
  constructor(private readonly deps: CustomerViewDeps) {}

  async search(typed: string) {
    if (typed.trim().length < 3) throw new DomainError('customerSearchShort');
    const found = await findCustomers(this.deps.db, typed, SEARCH_LIMIT);
    const ids = [...found.keys()].slice(0, SEARCH_LIMIT);
    const rows = await searchRows(this.deps.db, ids);
    return rows.map((row) => {
      const values = personalValues({
        e164: row.e164,
        basic: row.basic,
        addition: null,
        nationalId: null,
        accountNumber: null,
      });
      const masked = maskedValues(values);
      return {
        id: row.id,
        market: row.market,
        name: masked.name,
        mobile: masked.mobile,
        createdAt: iso(row.createdAt),
        matchedBy: found.get(row.id) ?? null,
      };
    });
  }

  private async requireCustomer(userId: string) {
    const found = await personalSourceOf(this.deps.db, userId);
    if (!found) throw new DomainError('customerNotFound');
    return found;
  }

  async profile(userId: string) {
    const { user, source } = await this.requireCustomer(userId);
    const parts = await profileParts(this.deps.db, userId);
    const [latest] = await orderRecords(this.deps.db, (await ordersOf(this.deps.db, userId)).slice(0, 1));
    const basic = parts.profile?.basic ?? null;
    return {
      id: user.id,
      market: user.market,
      currency: currencyOf(user.market),
      createdAt: iso(user.createdAt),
      personal: maskedValues(personalValues(source)),
      // Not personal enough to hide, and what a member needs to place the customer.
      region: {
        state: typeof basic?.state === 'string' ? basic.state : null,
        city: typeof basic?.city === 'string' ? basic.city : null,
      },
      status: {
        onboarding: parts.onboarding?.submittedAt
          ? 'submitted'
          : parts.onboarding || parts.profile
            ? 'inProgress'
            : 'notStarted',
        submittedAt: iso(parts.onboarding?.submittedAt),
        lastActivityAt: iso(parts.onboarding?.lastActivityAt),
        identity: {
          ocr: parts.checks?.ocrStatus ?? null,
          face: parts.checks?.faceStatus ?? null,
          faceScore: parts.checks?.faceScore ?? null,
          completedAt: iso(parts.checks?.completedAt),
        },
        ownsPersonKey: Boolean(parts.profile?.personKey),
        latestLoan: latest ? loanSummary(latest) : null,
      },
      consents: {
        current: consentState(parts.consents),
        history: parts.consents.map((c) => ({
          granted: c.granted,
          textVersion: c.textVersion,
          at: iso(c.consentedAt),
        })),
      },
      devices: parts.devices.map((d) => ({
        platform: d.platform,
        model: d.model,
        osVersion: d.osVersion,
        appVersion: d.appVersion,
        packageName: d.packageName,
        deviceId: maskTail(d.deviceId, 6),
        activatedAt: iso(d.activatedAt),
        lastSeenAt: iso(d.lastSeenAt),
      })),
      sessions: parts.sessions.map((s) => ({
        packageName: s.packageName,
        createdAt: iso(s.createdAt),
        expiresAt: iso(s.expiresAt),
        revokedAt: iso(s.revokedAt),
        revokeReason: s.revokeReason,
      })),
      legalAcceptances: parts.legal.map((l) => ({
        document: l.document,
        version: l.version,
        language: l.language,
        acceptedAt: iso(l.acceptedAt),
      })),
      bankAccounts: parts.accounts.map((a) => ({
        // What `payout.changedAccount` names: the failed payouts queue asks for it.
        id: a.id,
        bankName: a.bankName,
        bankCode: a.bankCode,
        cardType: a.cardType,
        accountNumber: maskTail(a.accountNumber, 4),
        nameConfirmed: a.nameConfirmed,
        primary: a.primary,
        createdAt: iso(a.createdAt),
        replacedAt: iso(a.replacedAt),
      })),
      repaymentAccounts: parts.payIn.map((a) => ({
        provider: a.provider,
        bankName: a.bankName,
        accountNo: a.accountNo,
        createdAt: iso(a.createdAt),
      })),
      photos: parts.images.map((i) => ({ kind: i.kind, uploadedAt: iso(i.uploadedAt) })),
    };
  }

  /** One field in clear; the audit row (the field's name, never its value) is stored before it is answered. */
  async reveal(caller: StaffCaller, userId: string, field: PersonalField) {
    return this.deps.db.transaction(async (tx) => {
      const found = await personalSourceOf(tx, userId);
      if (!found) throw new DomainError('customerNotFound');
      const value = personalValues(found.source)[field];
      if (value === null) throw new DomainError('customerFieldEmpty', { field });
      await recordStaffAction(tx, caller, this.deps.clock.now(), {
        action: 'customer.revealed',
        customerId: userId,
        subjectType: 'customer',
        subjectId: userId,
        after: { field },
      });
      return { field, value };
    });
  }

  /** A link per identity photo, for this member only, for five minutes of the wall clock. */
  async photoLinks(caller: StaffCaller, userId: string) {
    if (!(await findUser(this.deps.db, userId))) throw new DomainError('customerNotFound');
    const images = await this.deps.db.select().from(identityImages).where(eq(identityImages.userId, userId));
    const expiresAt = this.deps.wall() + PHOTO_LINK_TTL_MS;
    const known = images.filter((image) => (IDENTITY_IMAGE_KINDS as readonly string[]).includes(image.kind));
    return known.map((image) => ({
      kind: image.kind,
      format: image.format,
      width: image.width,
      height: image.height,
      uploadedAt: iso(image.uploadedAt),
      url: `/staff-api/photos/${signPhotoLink(this.deps.photoKey, {
        customerId: userId,
        kind: image.kind as IdentityImageKind,
        sha256: image.sha256,
        memberId: caller.memberId,
        expiresAt,
      })}`,
      expiresAt: new Date(expiresAt).toISOString(),
    }));
  }

  /** The photo's bytes for a valid link of this member's; the viewing is audited before it is sent. */
  async photo(caller: StaffCaller, token: string): Promise<{ bytes: Buffer; format: string }> {
    const checked = checkPhotoLink(this.deps.photoKey, token, caller.memberId, this.deps.wall());
    if (!checked.ok)
      throw new DomainError(checked.reason === 'expired' ? 'photoLinkExpired' : 'photoLinkInvalid');
    const { customerId, kind, sha256Prefix } = checked.claim;
    const [image] = await this.deps.db
      .select()
      .from(identityImages)
      .where(and(eq(identityImages.userId, customerId), eq(identityImages.kind, kind)));
    if (!image?.sha256.startsWith(sha256Prefix)) throw new DomainError('photoGone');
    const bytes = await this.deps.storage.get(image.storageKey);
    if (!bytes) throw new DomainError('photoGone');
    await this.deps.db.transaction((tx) =>
      recordStaffAction(tx, caller, this.deps.clock.now(), {
        action: 'customer.photoViewed',
        customerId,
        subjectType: 'identityImage',
        subjectId: `${customerId}:${kind}`,
        after: { kind, sha256: image.sha256 },
      }),
    );
    return { bytes, format: image.format };
  }

  async loans(userId: string) {
    if (!(await findUser(this.deps.db, userId))) throw new DomainError('customerNotFound');
    const records = await orderRecords(this.deps.db, await ordersOf(this.deps.db, userId));
    return records.map(loanSummary);
  }

  async loan(orderNo: string, lang: Language) {
    const order = await orderByNo(this.deps.db, orderNo.trim().toUpperCase());
    if (!order) throw new DomainError('customerLoanNotFound');
    const [record] = await orderRecords(this.deps.db, [order]);
    if (!record) throw new DomainError('customerLoanNotFound');
    const around = await loanSurroundings(this.deps.db, order.id);
    return loanDetail(record, around, this.deps.clock.now(), lang);
  }

  /** One-time codes sent to the customer's number (`items`), and every message written to them (`messages`). */
  async messages(userId: string, lang: Language) {
    const user = await findUser(this.deps.db, userId);
    if (!user) throw new DomainError('customerNotFound');
    const rows = await codesSentTo(this.deps.db, user.e164, 200);
    const items = rows.map((row) => ({
      kind: 'verificationCode',
      channel: typeof row.detail.channel === 'string' ? row.detail.channel : null,
      to: maskTail(user.e164, 4),
      at: iso(row.at),
    }));
    const messages = (await customerMessages(this.deps.db, userId, lang)).map(
      ({ deliveries, ...message }) => ({
        ...message,
        deliveries: deliveries.map(({ toE164, ...delivery }) => ({ ...delivery, to: maskTail(toE164, 4) })),
      }),
    );
    return { items, messages };
  }

  async customerAudit(userId: string, page: Pick<AuditFilter, 'before' | 'limit'>) {
    if (!(await findUser(this.deps.db, userId))) throw new DomainError('customerNotFound');
    return searchStaffAudit(this.deps.db, { ...page, customerId: userId });
  }

  auditSearch(filter: AuditFilter) {
    return searchStaffAudit(this.deps.db, filter);
  }
}
