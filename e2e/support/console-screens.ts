import type { Page, Route } from '@playwright/test';
import { permissionsOf } from '../../packages/domain/src/staff/staff-roles.ts';

/**
 * The screens of the queues, customers, products, reports and audit areas with the staff API
 * answered by the page (page.route), shaped as the routes of h-reviews, h-money, h-customers,
 * h-products and h-reports answer; for checks of how each screen is drawn and how accessible it is.
 * The member is an administrator, who sees every button.
 */
export const SCREENS_CUSTOMER_ID = '11111111-2222-4333-8444-555555555555';

const now = '2026-11-26T14:20:00.000Z';
const cid = SCREENS_CUSTOMER_ID;
const age = { receivedAt: now, dueAt: now, waitingMinutes: 3000, overdue: true, assignedTo: null };
const product = {
  id: 'p7',
  market: 'MX',
  name: { en: 'Seven days', es: 'Siete días' },
  amount: { min: 100000, max: 500000, step: 10000 },
  tenorDays: 7,
  phases: 1,
  interestPpmPerDay: { first: 900, repeat: 800 },
  feePpmPerDay: 500,
  feeUpfront: true,
  penaltyPpmPerDay: 1000,
  penaltyCapPpm: 200000,
  rollover: { days: 7, feePpm: 50000, maxPerLoan: 2 },
  repayment: { minMinor: 100, stepMinor: 100, allowOverpayment: true, allocation: ['penalty'] },
  offerValidHours: 48,
};
const version = {
  market: 'MX',
  productId: 'p7',
  version: 1,
  effectiveFrom: now,
  product,
  proposalId: null,
  proposedBy: null,
  approvedBy: null,
  note: null,
  createdAt: now,
};
const loanSummary = {
  orderNo: 'PO123',
  market: 'MX',
  currency: 'MXN',
  productId: 'p7',
  status: 3,
  statusName: 'Repaying',
  amount: 300000,
  repeat: false,
  appliedAt: now,
  disbursedAt: now,
  dueDate: '2026-12-03',
  closedAt: null,
  balance: { charged: 320000, paid: 0, discount: 0, unrepaid: 320000, penalty: 0, payout: 280000, credit: 0 },
};
/** An overdue loan as the collections lists answer it (modules/console/collections/case-lines.ts). */
const caseLine = {
  id: 'PO123',
  orderNo: 'PO123',
  customerId: cid,
  market: 'MX',
  currency: 'MXN',
  borrowerName: 'J*** P***',
  daysPastDue: 6,
  bucket: 'd1_7',
  owedMinor: 330000,
  assignedTo: null,
  lastContact: { at: now, channel: 'call', outcome: 'noAnswer' },
  openPromise: { id: 1, promisedDate: '2026-11-28', amount: 100000 },
  missedPromise: null,
  receivedAt: now,
  dueAt: now,
  waitingMinutes: 30,
  overdue: false,
};
const ANSWERS: Record<string, unknown> = {
  '/me': {
    memberId: 'm1',
    name: 'Ada Admin',
    role: 'administrator',
    permissions: permissionsOf('administrator'),
  },
  '/queues': {
    queues: [
      { name: 'vouchers', deadlineHours: 48, open: 3, overdue: 1, oldestAt: now },
      { name: 'payouts', deadlineHours: 24, open: 1, overdue: 0, oldestAt: now },
      { name: 'collections', deadlineHours: 24, open: 3, overdue: 1, oldestAt: now },
    ],
  },
  '/queues/vouchers': {
    count: 1,
    overdue: 1,
    items: [
      {
        id: 'VO0000000000000000000001',
        customerId: cid,
        orderNo: 'PO123',
        amountClaimed: 1500.5,
        currency: 'MXN',
        reference: 'REF1',
        uploadedAt: now,
        ...age,
        receipt: { url: '/staff-api/vouchers/x/image?token=1', expiresAt: now },
      },
    ],
  },
  '/queues/applications': {
    count: 2,
    overdue: 0,
    items: [
      {
        kind: 'application',
        id: 'PO9',
        customerId: cid,
        market: 'MX',
        orderNo: 'PO9',
        productId: 'p7',
        loanAmount: 3000,
        ...age,
        score: 510,
        signals: [{ rule: 'r1', text: 'Shared device' }],
        conflicts: [{ kind: 'device', ownerCustomerId: cid }],
      },
      {
        kind: 'identity',
        id: cid,
        customerId: cid,
        market: 'NG',
        ...age,
        ocr: 'failed',
        faceMatch: 'pending',
        faceScore: null,
        conflicts: [],
      },
    ],
  },
  '/queues/credits': {
    count: 1,
    items: [
      {
        id: cid,
        customerId: cid,
        heldMinor: 12345,
        currency: 'MXN',
        orderNos: ['PO1'],
        openOrderNo: null,
        choice: 'none',
        lastReturn: null,
        ...age,
      },
    ],
  },
  '/queues/deposits': {
    count: 1,
    items: [
      {
        id: cid,
        customerId: null,
        status: 'unmatched',
        provider: 'stp',
        providerRef: 'X1',
        amountMinor: 50000,
        currency: 'MXN',
        paidInto: { kind: 'clabe', value: '646...' },
        payerName: 'J P',
        paidAt: now,
        note: null,
        ...age,
      },
    ],
  },
  '/queues/payouts': {
    count: 2,
    items: [
      {
        id: cid,
        customerId: cid,
        state: 'failed',
        orderNo: 'PO1',
        attempt: 1,
        amountMinor: 280000,
        currency: 'NGN',
        provider: 'paystack',
        failure: 'Account closed',
        bankAccountId: cid,
        mayNeedOtp: false,
        askedNewAccountAt: null,
        ...age,
      },
      {
        id: 'b' + cid.slice(1),
        customerId: cid,
        state: 'sent',
        orderNo: 'PO2',
        attempt: 1,
        amountMinor: 280000,
        currency: 'NGN',
        provider: 'paystack',
        failure: null,
        bankAccountId: cid,
        mayNeedOtp: true,
        askedNewAccountAt: null,
        ...age,
      },
    ],
  },
  '/queues/reconciliation': {
    count: 1,
    items: [
      {
        id: 'stp:' + cid,
        customerId: null,
        source: 'stpListing',
        kind: 'missing',
        reference: 'CR1',
        amountMinor: 1000,
        ...age,
      },
    ],
  },
  '/collections/buckets': {
    markets: [
      {
        market: 'MX',
        currency: 'MXN',
        asOf: '2026-11-26',
        buckets: [
          { bucket: 'd1_7', loans: 2, owedMinor: 640000 },
          { bucket: 'd8_30', loans: 1, owedMinor: 330000 },
          { bucket: 'd31_60', loans: 0, owedMinor: 0 },
          { bucket: 'd61_90', loans: 0, owedMinor: 0 },
          { bucket: 'd90plus', loans: 0, owedMinor: 0 },
        ],
      },
      {
        market: 'NG',
        currency: 'NGN',
        asOf: '2026-11-26',
        buckets: [
          { bucket: 'd1_7', loans: 1, owedMinor: 1200000 },
          { bucket: 'd8_30', loans: 0, owedMinor: 0 },
          { bucket: 'd31_60', loans: 0, owedMinor: 0 },
          { bucket: 'd61_90', loans: 0, owedMinor: 0 },
          { bucket: 'd90plus', loans: 0, owedMinor: 0 },
        ],
      },
    ],
  },
  '/collections/buckets/d1_7': { count: 1, items: [caseLine] },
  '/collections/mine': {
    count: 1,
    items: [{ ...caseLine, assignedTo: { memberId: 'm1', name: 'Ada Admin' } }],
  },
  '/collections/cases/PO123': {
    orderNo: 'PO123',
    customerId: cid,
    market: 'MX',
    currency: 'MXN',
    borrower: {
      name: 'J*** P***',
      phone: '+525512345678',
      contact: {
        window: { from: '07:00', until: '22:00' },
        timeZone: 'America/Mexico_City',
        inWindow: true,
        contactsToday: 1,
        dailyCap: 3,
        mayContactNow: true,
        nextContactAt: now,
      },
    },
    loan: {
      status: 3,
      statusName: 'Overdued',
      productId: 'p7',
      amountMinor: 300000,
      disbursedAt: now,
      dueDate: '2026-11-20',
      daysPastDue: 6,
      bucket: 'd1_7',
    },
    owed: {
      businessDate: '2026-11-26',
      owedNowMinor: 330000,
      stopsPenaltyMinor: 330000,
      penaltyMinor: 10000,
    },
    schedule: [{ phase: 1, dueDate: '2026-11-20', amountMinor: 320060, paidMinor: 0, status: 'overdue' }],
    payments: [{ at: now, businessDate: '2026-11-26', amountMinor: 10000 }],
    contacts: [
      { id: 1, channel: 'call', outcome: 'noAnswer', note: 'Voicemail', at: now, memberName: 'Ada Admin' },
    ],
    promises: [
      {
        id: 1,
        promisedDate: '2026-11-28',
        amount: 100000,
        status: 'open',
        createdAt: now,
        resolvedAt: null,
        memberName: 'Ada Admin',
      },
    ],
    messages: [
      {
        id: 1,
        kind: 'overdue.day1',
        createdAt: now,
        deliveries: [{ channel: 'sms', to: '****5678', status: 'sent', notBefore: now, sentAt: now }],
      },
    ],
  },
  '/customers': {
    items: [
      { id: cid, market: 'MX', name: 'J*** P***', mobile: '*******1234', createdAt: now, matchedBy: 'phone' },
    ],
  },
  [`/customers/${cid}`]: {
    id: cid,
    market: 'MX',
    currency: 'MXN',
    createdAt: now,
    personal: {
      name: 'J*** P***',
      mobile: '****1234',
      nationalId: null,
      bvn: null,
      birthday: '****-**-12',
      email: 'j***@x.com',
      whatsapp: null,
      address: '*****',
      bankAccount: '****6789',
      emergencyContacts: null,
    },
    region: { state: 'CDMX', city: null },
    status: {
      onboarding: 'submitted',
      submittedAt: now,
      lastActivityAt: now,
      identity: { ocr: 'passed', face: 'passed', faceScore: 0.9, completedAt: now },
      ownsPersonKey: true,
      latestLoan: loanSummary,
    },
    consents: { current: [{ kind: 'marketing', given: true, withdrawn: false, since: now }], history: [] },
    devices: [
      {
        platform: 'android',
        model: 'Pixel',
        osVersion: '14',
        appVersion: '1.0',
        packageName: 'x',
        deviceId: '****abcdef',
        activatedAt: now,
        lastSeenAt: now,
      },
    ],
    sessions: [{ packageName: 'x', createdAt: now, expiresAt: now, revokedAt: null, revokeReason: null }],
    legalAcceptances: [{ document: 'terms', version: '1', language: 'es', acceptedAt: now }],
    bankAccounts: [
      {
        bankName: 'BBVA',
        bankCode: '012',
        cardType: 'clabe',
        accountNumber: '****6789',
        nameConfirmed: true,
        primary: true,
        createdAt: now,
        replacedAt: null,
      },
    ],
    repaymentAccounts: [{ provider: 'stp', bankName: 'STP', accountNo: '646', createdAt: now }],
    photos: [],
  },
  [`/customers/${cid}/loans`]: { items: [loanSummary] },
  [`/customers/${cid}/photos`]: {
    items: [
      {
        kind: 'front',
        format: 'jpeg',
        width: 800,
        height: 500,
        uploadedAt: now,
        url: '/staff-api/photos/x',
        expiresAt: now,
      },
    ],
  },
  [`/customers/${cid}/messages`]: {
    items: [{ kind: 'verificationCode', channel: 'sms', to: '****1234', at: now }],
  },
  [`/customers/${cid}/audit`]: {
    items: [
      {
        id: 1,
        at: now,
        memberId: 'm1',
        memberName: 'Ada',
        memberEmail: 'a@x',
        memberRole: 'administrator',
        ip: '127.0.0.1',
        action: 'customer.revealed',
        customerId: cid,
        subjectType: 'customer',
        subjectId: cid,
        before: null,
        after: { field: 'name' },
      },
    ],
    nextBefore: null,
  },
  '/audit': {
    items: [
      {
        id: 1,
        at: now,
        memberId: 'm1',
        memberName: 'Ada',
        memberEmail: 'a@x',
        memberRole: 'administrator',
        ip: '127.0.0.1',
        action: 'customer.revealed',
        customerId: cid,
        subjectType: 'customer',
        subjectId: cid,
        before: null,
        after: { field: 'name' },
      },
    ],
    nextBefore: 1,
  },
  '/loans/PO123': {
    customerId: cid,
    loan: loanSummary,
    schedule: [
      {
        phase: 1,
        dueDate: '2026-12-03',
        principal: 300000,
        interest: 18900,
        fee: 1000,
        tax: 160,
        total: 320060,
      },
    ],
    ledger: [
      {
        id: 1,
        kind: 'principal',
        amount: 300000,
        phase: 1,
        appliesTo: null,
        businessDate: '2026-11-26',
        at: now,
        ref: null,
      },
    ],
    events: [{ from: 2, fromName: 'Signed', to: 3, toName: 'Repaying', reason: null, at: now }],
    payouts: [
      {
        attempt: 1,
        amount: 280000,
        status: 'settled',
        provider: 'stp',
        providerRef: 'X',
        bankName: 'BBVA',
        accountNumber: '****6789',
        requestedAt: now,
        sentAt: now,
        settledAt: now,
        failure: null,
      },
    ],
    payments: {
      received: [],
      asked: [],
      proofs: [
        {
          id: 'VO1',
          reference: 'R',
          currency: 'MXN',
          amount: 150000,
          status: 'pending',
          submittedAt: now,
          feedbackDueAt: now,
          decidedAt: null,
          rejectReason: null,
        },
      ],
    },
    extensions: [],
  },
  '/products': {
    market: 'MX',
    asOf: now,
    items: [{ productId: 'p7', current: version, upcoming: [{ ...version, version: 2 }] }],
  },
  '/products/MX/p7/versions': { items: [version] },
  '/products/proposals': {
    items: [
      {
        id: 'pp1',
        kind: 'product.change',
        status: 'proposed',
        payload: {
          market: 'MX',
          productId: 'p7',
          effectiveFrom: now,
          product: { ...product, interestPpmPerDay: { first: 800, repeat: 700 } },
        },
        note: 'cheaper',
        proposedBy: 'm2',
        proposedAt: now,
        decidedBy: null,
        decidedAt: null,
        decisionNote: null,
      },
    ],
  },
  '/reports/daily': {
    market: 'MX',
    currency: 'MXN',
    from: '2026-11-01',
    to: '2026-11-03',
    days: [
      {
        date: '2026-11-01',
        disbursedCount: 3,
        disbursedPrincipal: 900000,
        disbursedCash: 850000,
        returnedCash: 0,
        collectedCount: 2,
        collectedAmount: 400000,
        heldAsCredit: 100,
      },
      {
        date: '2026-11-02',
        disbursedCount: 1,
        disbursedPrincipal: 300000,
        disbursedCash: 280000,
        returnedCash: 0,
        collectedCount: 5,
        collectedAmount: 900000,
        heldAsCredit: 0,
      },
    ],
    totals: {
      disbursedCount: 4,
      disbursedPrincipal: 1200000,
      disbursedCash: 1130000,
      returnedCash: 0,
      collectedCount: 7,
      collectedAmount: 1300000,
      heldAsCredit: 100,
    },
  },
  '/reports/collected-by-channel': {
    currency: 'MXN',
    rows: [{ date: '2026-11-01', channel: 'stp', count: 2, amount: 400000 }],
  },
  '/reports/portfolio': {
    currency: 'MXN',
    asOf: '2026-11-26',
    loans: 10,
    outstanding: 3000000,
    par: [{ days: 1, loans: 2, outstanding: 600000, basisPoints: 2000 }],
    buckets: [
      { bucket: 'current', loans: 8, outstanding: 2400000, basisPoints: 8000 },
      { bucket: '1-7', loans: 2, outstanding: 600000, basisPoints: 2000 },
    ],
  },
  '/reports/vintages': {
    currency: 'MXN',
    asOf: '2026-11-26',
    cohorts: [
      {
        month: '2026-09',
        loans: 5,
        amount: 1500000,
        points: [
          { monthOnBook: 0, loans: 5, bad: 0, basisPoints: 0, amountBasisPoints: 0 },
          { monthOnBook: 1, loans: 5, bad: 1, basisPoints: 2000, amountBasisPoints: 2000 },
        ],
      },
    ],
  },
  '/reports/rates': {
    currency: 'MXN',
    months: [
      {
        month: '2026-10',
        applications: 10,
        approved: 6,
        rejected: 4,
        approvalBasisPoints: 6000,
        firstDue: 5,
        firstPaymentDefaults: 1,
        firstPaymentDefaultBasisPoints: 2000,
      },
    ],
  },
  '/reports/unmatched': {
    currency: 'MXN',
    at: now,
    money: [{ item: 'unmatchedDeposits', count: 1, amount: 50000, oldest: now }],
    queues: [{ queue: 'proofsOfPayment', count: 3, overdue: 1, oldest: now }],
  },
};

/** Answers every /staff-api call of these screens; a change (POST) answers done, a reveal the clear value. */
export async function consoleScreensWithStandInApi(page: Page): Promise<void> {
  await page.route('**/staff-api/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.slice('/staff-api'.length);
    const post = route.request().method() === 'POST';
    const data = post
      ? path.endsWith('/reveal')
        ? { field: 'name', value: 'Juan Pérez' }
        : path.endsWith('/payment-link')
          ? {
              orderNo: 'PO123',
              url: 'https://pay.puente.example/#/portal/repayment?payOrderId=PY1',
              expiresAt: now,
              amount: 330000,
              alreadySentToday: false,
            }
          : {}
      : ANSWERS[path];
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(
        data === undefined
          ? { code: 10010001, msg: 'not answered here', data: null }
          : { code: 0, msg: 'ok', data },
      ),
    });
  });
}
