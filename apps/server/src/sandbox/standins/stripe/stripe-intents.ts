import { oxxoExpiry } from '@puente/domain';
import type { StandInContext } from '../standin.ts';
import {
  confirmedIntent,
  expiredIntent,
  intentEvent,
  newPaymentIntent,
  type PaymentIntentObject,
  paidIntent,
  stripeError,
  stripeId,
  voucherNumber,
} from './stripe-objects.ts';
import {
  canonical,
  invalid,
  object,
  type Params,
  type Refusal,
  text,
  unknownParameter,
} from './stripe-request.ts';
import {
  IMMEDIATE_NOTIFY_DELAY_MS,
  STRIPE_WEBHOOK_PATH,
  TILL_NOTIFY_DELAY_MS,
} from './stripe-standin-options.ts';

export interface Outcome {
  status: number;
  body: unknown;
}

const INTENT = 'payment_intent';
const VOUCHER = 'oxxo_voucher';
const TILL = 'oxxo_till';
const IDEMPOTENCY = 'idempotency';
/** OXXO takes 10.00 to 10,000.00 MXN in one payment; Stripe refuses intents outside it. */
const OXXO_MIN_MINOR = 1_000;
const OXXO_MAX_MINOR = 1_000_000;
const MEXICO_CITY = 'America/Mexico_City';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const refused = (refusal: NonNullable<Refusal>): Outcome => refusal;

/**
 * Stripe's PaymentIntents for OXXO, kept in the stand-in's store: what POST /v1/payment_intents,
 * /confirm and GET answer, the till that pays a voucher, and the events Stripe owes the account.
 */
export class StripeIntents {
  constructor(
    private readonly context: StandInContext,
    private readonly voucherPage: (intentId: string) => string,
  ) {}

  /**
   * A request with an Idempotency-Key is done once: repeated with the same parameters, the first
   * answer comes back; with others, Stripe's idempotency error. Only a request that was carried
   * out is kept (Stripe keeps no result for parameters it refused), and of two racing with one key
   * the first to be kept wins, and the other answers what it kept.
   */
  async idempotent(
    key: string | undefined,
    scope: string,
    params: Params,
    run: () => Promise<Outcome & { commit?: (body: unknown) => Promise<void> }>,
  ): Promise<Outcome> {
    const fingerprint = `${scope} ${canonical(params)}`;
    const { store } = this.context;
    type Kept = { fingerprint: string; status: number; body: unknown };
    const replay = (kept: Kept): Outcome =>
      kept.fingerprint === fingerprint
        ? { status: kept.status, body: kept.body }
        : {
            status: 400,
            body: stripeError(
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
          };
    if (key) {
      const seen = await store.get<Kept>(IDEMPOTENCY, key);
      if (seen) return replay(seen);
    }
    const outcome = await run();
    if (outcome.status !== 200) return outcome;
    if (key) {
      const kept = await store.insert<Kept>(IDEMPOTENCY, key, {
        fingerprint,
        status: outcome.status,
        body: outcome.body,
      });
      if (!kept.created) return replay(kept.value);
    }
    await outcome.commit?.(outcome.body);
    return { status: outcome.status, body: outcome.body };
  }

  /** POST /v1/payment_intents: an OXXO intent in MXN, waiting to be confirmed. */
  async create(params: Params) {
    const problem = createProblem(params);
    if (problem) return refused(problem);
    const options = object(object(params.payment_method_options)?.oxxo);
    const intent = newPaymentIntent({
      id: stripeId('pi'),
      amount: Number(params.amount),
      created: seconds(this.context.now()),
      metadata: (object(params.metadata) ?? {}) as Record<string, string>,
      expiresAfterDays: Number(text(options?.expires_after_days) ?? 3),
      description: text(params.description) ?? null,
    });
    return {
      status: 200,
      body: intent,
      commit: async (body: unknown) => {
        const kept = body as PaymentIntentObject;
        await this.context.store.insert(INTENT, kept.id, kept);
      },
    };
  }

  /** GET /v1/payment_intents/:id, as it stands now (an unpaid voucher past its time has expired). */
  async retrieve(id: string): Promise<Outcome> {
    const intent = await this.current(id);
    return intent ? { status: 200, body: intent } : missing(id);
  }

  /**
   * POST /v1/payment_intents/:id/confirm with the payer's name and e-mail: the voucher, payable until
   * 23:59 Mexico City time `expires_after_days` days from now. Stripe's test e-mails are honoured:
   * `…succeed_immediately@…` is paid at once, `…expire_immediately@…` expires at once.
   */
  async confirm(id: string, params: Params) {
    const intent = await this.current(id);
    if (!intent) return missing(id);
    const problem = confirmProblem(params, intent);
    if (problem) return refused(problem);
    const now = this.context.now();
    const days = Number(
      (intent.payment_method_options as { oxxo?: { expires_after_days?: number } }).oxxo
        ?.expires_after_days ?? 3,
    );
    const confirmed = confirmedIntent(intent, {
      paymentMethodId: stripeId('pm'),
      number: voucherNumber(),
      hostedVoucherUrl: this.voucherPage(intent.id),
      expiresAfter: seconds(oxxoExpiry(now, days, MEXICO_CITY)),
    });
    const email = text(object(object(params.payment_method_data)?.billing_details)?.email) ?? '';
    return {
      status: 200,
      body: confirmed,
      commit: async (body: unknown) => this.issued(body as PaymentIntentObject, email),
    };
  }

  /** Keeps a confirmed intent and its voucher, and owes what its test e-mail or its expiry brings. */
  private async issued(intent: PaymentIntentObject, email: string) {
    const { store, now } = this.context;
    await store.put(INTENT, intent.id, intent);
    const details = voucherOf(intent);
    await store.put(VOUCHER, details.number, { intent: intent.id });
    const local = email.split('@')[0] ?? '';
    if (local.endsWith('succeed_immediately')) {
      await this.pay(details.number, IMMEDIATE_NOTIFY_DELAY_MS);
      return;
    }
    if (local.endsWith('expire_immediately')) {
      const expired = expiredIntent(intent);
      await store.put(INTENT, intent.id, expired);
      await this.owe('payment_intent.payment_failed', expired, IMMEDIATE_NOTIFY_DELAY_MS);
      return;
    }
    // Stripe tells an unpaid voucher's expiry when it comes. Sent whatever happens meanwhile (a
    // notification cannot be taken back): one that follows a payment moves nothing, as the
    // service must bear events out of order anyway.
    const expiresInMs = details.expires_after * 1000 - now().getTime();
    await this.owe('payment_intent.payment_failed', expiredIntent(intent), Math.max(expiresInMs, 0));
  }

  /**
   * Cash at the till for a voucher number: taken once, only while the voucher is payable; Stripe
   * then tells the account `payment_intent.succeeded`.
   */
  async pay(number: string, delayMs = TILL_NOTIFY_DELAY_MS): Promise<Outcome> {
    const { store, now } = this.context;
    const voucher = await store.get<{ intent: string }>(VOUCHER, number);
    if (!voucher)
      return {
        status: 404,
        body: stripeError('invalid_request_error', `No such OXXO voucher: '${number}'`, {
          code: 'resource_missing',
          param: 'number',
        }),
      };
    const intent = await this.current(voucher.intent);
    if (intent?.status !== 'requires_action')
      return {
        status: 400,
        body: stripeError(
          'invalid_request_error',
          `This voucher can no longer be paid: its PaymentIntent is ${intent?.status ?? 'gone'}.`,
          { code: 'payment_intent_unexpected_state' },
        ),
      };
    const till = await store.insert(TILL, intent.id, { number, paidAt: now().toISOString() });
    if (!till.created)
      return {
        status: 409,
        body: stripeError('invalid_request_error', 'This voucher was already paid.', {
          code: 'payment_intent_unexpected_state',
        }),
      };
    const paid = paidIntent(intent);
    await store.put(INTENT, intent.id, paid);
    await this.owe('payment_intent.succeeded', paid, delayMs);
    return {
      status: 200,
      body: {
        payment_intent: intent.id,
        status: paid.status,
        notifies_at: new Date(now().getTime() + delayMs).toISOString(),
      },
    };
  }

  /** The intent and its voucher, for the hosted voucher page. */
  async voucher(id: string) {
    const intent = await this.current(id);
    if (!intent) return undefined;
    const display = (intent.next_action as { oxxo_display_details?: VoucherDetails } | null)
      ?.oxxo_display_details;
    return { intent, display };
  }

  /** The intent as it stands: one whose voucher's time passed unpaid has expired. */
  private async current(id: string): Promise<PaymentIntentObject | undefined> {
    const { store, now } = this.context;
    const intent = await store.get<PaymentIntentObject>(INTENT, id);
    if (intent?.status !== 'requires_action') return intent;
    if (voucherOf(intent).expires_after * 1000 >= now().getTime()) return intent;
    const expired = expiredIntent(intent);
    await store.put(INTENT, id, expired);
    return expired;
  }

  private owe(type: string, intent: PaymentIntentObject, delayMs: number) {
    const event = intentEvent(type, intent, seconds(new Date(this.context.now().getTime() + delayMs)));
    return this.context.notify(STRIPE_WEBHOOK_PATH, JSON.stringify(event), delayMs);
  }
}

interface VoucherDetails {
  number: string;
  hosted_voucher_url: string;
  expires_after: number;
}

function voucherOf(intent: PaymentIntentObject): VoucherDetails {
  return (intent.next_action as { oxxo_display_details: VoucherDetails }).oxxo_display_details;
}

function missing(id: string): Outcome {
  return {
    status: 404,
    body: stripeError('invalid_request_error', `No such payment_intent: '${id}'`, {
      code: 'resource_missing',
      param: 'intent',
    }),
  };
}

const CREATE_PARAMETERS = [
  'amount',
  'currency',
  'payment_method_types',
  'payment_method_options',
  'metadata',
  'description',
  'expand',
] as const;

function createProblem(params: Params): Refusal {
  const unknown = unknownParameter(params, CREATE_PARAMETERS);
  if (unknown) return unknown;
  const amount = text(params.amount);
  if (amount === undefined) return invalid('amount', 'Missing required param: amount.', 'parameter_missing');
  if (!/^\d+$/.test(amount))
    return invalid('amount', `Invalid integer: ${amount}`, 'parameter_invalid_integer');
  if (text(params.currency) === undefined)
    return invalid('currency', 'Missing required param: currency.', 'parameter_missing');
  const types = params.payment_method_types;
  if (!Array.isArray(types) || types.length !== 1 || types[0] !== 'oxxo')
    return invalid(
      'payment_method_types',
      'This stand-in takes OXXO PaymentIntents only: payment_method_types must be [oxxo].',
      'payment_intent_invalid_parameter',
    );
  if (text(params.currency) !== 'mxn')
    return invalid('currency', 'OXXO takes mxn only.', 'payment_intent_invalid_parameter');
  if (Number(amount) < OXXO_MIN_MINOR)
    return invalid('amount', 'Amount must be at least $10.00 mxn', 'amount_too_small');
  if (Number(amount) > OXXO_MAX_MINOR)
    return invalid('amount', 'Amount must be no more than $10,000.00 mxn', 'amount_too_large');
  const options = object(params.payment_method_options);
  const unknownMethod = options && Object.keys(options).find((method) => method !== 'oxxo');
  if (unknownMethod)
    return invalid(`payment_method_options[${unknownMethod}]`, 'Only oxxo options are taken here.');
  const days = text(object(options?.oxxo)?.expires_after_days);
  if (days !== undefined && !(/^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 7))
    return invalid(
      'payment_method_options[oxxo][expires_after_days]',
      'expires_after_days must be an integer from 1 to 7.',
      'parameter_invalid_integer',
    );
  const metadata = params.metadata;
  if (
    metadata !== undefined &&
    (object(metadata) === undefined ||
      !Object.values(metadata).every((v) => typeof v === 'string' && v.length <= 500))
  )
    return invalid('metadata', 'Metadata values must be strings of at most 500 characters.');
  return null;
}

function confirmProblem(params: Params, intent: PaymentIntentObject): Refusal {
  const unknown = unknownParameter(params, ['payment_method_data', 'expand']);
  if (unknown) return unknown;
  if (intent.status !== 'requires_payment_method')
    return invalid(
      'intent',
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      'payment_intent_unexpected_state',
    );
  const data = object(params.payment_method_data);
  if (text(data?.type) !== 'oxxo')
    return invalid(
      'payment_method_data[type]',
      'Missing required param: payment_method_data[type].',
      'parameter_missing',
    );
  const billing = object(data?.billing_details);
  for (const field of ['name', 'email'] as const) {
    const value = text(billing?.[field])?.trim();
    if (!value)
      return invalid(
        `payment_method_data[billing_details][${field}]`,
        `OXXO requires payment_method_data[billing_details][${field}].`,
        'parameter_missing',
      );
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text(billing?.email) ?? ''))
    return invalid('payment_method_data[billing_details][email]', 'Invalid email address.', 'email_invalid');
  return null;
}
