import { DomainError, formatMoney, type Language, parseLanguage, toMinor } from '@puente/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cashierReturnUrl } from '../../modules/repayment/cashier/cashier-service.ts';
import { okAnswer } from '../../protocol/answer.ts';
import type { GatewayName } from '../../providers/collection/gateway-provider.ts';
import {
  type CheckoutPageInput,
  cardProblem,
  checkoutClosedPage,
  checkoutPage,
} from './sandbox-checkout-page.ts';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-checkout-url.ts';
import type { SandboxCollections } from './sandbox-collections.ts';

const transferBody = z
  .object({
    clabe: z.string().regex(/^\d{18}$/),
    amount: z
      .number()
      .positive()
      .max(10_000_000)
      .refine(
        (major) =>
          Number.isInteger(Math.round(major * 100)) && Math.abs(major * 100 - Math.round(major * 100)) < 1e-6,
      ),
    payerName: z.string().max(40).optional(),
    /** The tester's fault: STP keeps the deposit but its notification never arrives. */
    lost: z.boolean().optional(),
  })
  .strict();
const oxxoBody = z.object({ reference: z.string().trim().min(1).max(40) }).strict();
const nubanBody = z
  .object({
    accountNumber: z.string().regex(/^\d{10}$/),
    amount: transferBody.shape.amount,
    payerName: z.string().max(40).optional(),
  })
  .strict();
const checkoutParams = z.object({
  gateway: z.enum(['paystack', 'flutterwave']),
  // NUL cannot reach PostgreSQL text: such a path names no checkout.
  reference: z
    .string()
    .min(1)
    .max(80)
    .refine((r) => !r.includes('\0')),
});
/** The checkout form: the security code is read by cardProblem and goes no further. */
const checkoutForm = z.object({
  action: z.enum(['pay', 'cancel']).catch('pay'),
  lang: z.string().optional(),
  cardNumber: z.string().max(30).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
});

/** Who the borrower pays on the sandbox checkout, as a gateway shows the merchant's business name. */
const MERCHANT = 'Puente Naija';

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success)
    throw new DomainError('payloadInvalid', { field: parsed.error.issues[0]?.path.join('.') || 'body' });
  return parsed.data;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** The checkout's refusals as pages: a person is reading, not an app. */
function closedPage(reply: FastifyReply, lang: Language, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  const why = error.errorName === 'payOrderTimedOut' ? 'timedOut' : 'missing';
  return html(reply, why === 'missing' ? 404 : 409, checkoutClosedPage(lang, why, '/#/'));
}

/**
 * Sandbox-only: a tester pays the way a borrower would at a bank, a till or a gateway's checkout.
 * Each payment answers when the provider's webhook is due on the business clock; the tick sends it.
 * Not registered in production.
 */
export function registerSandboxPaymentRoutes(app: FastifyInstance, sandbox: SandboxCollections): void {
  app.post('/dev/stp/transfer', async (request) => {
    const { clabe, amount, payerName, lost } = parse(transferBody, request.body);
    const owed = await sandbox.transferToClabe(clabe, toMinor(amount), payerName, lost);
    return okAnswer(owed, parseLanguage(request.headers.lang));
  });
  app.post('/dev/oxxo/pay', async (request) => {
    const { reference } = parse(oxxoBody, request.body);
    const owed = await sandbox.payAtOxxo(reference.replace(/\s/g, ''));
    return okAnswer(owed, parseLanguage(request.headers.lang));
  });
  app.post('/dev/nuban/transfer', async (request) => {
    const { accountNumber, amount, payerName } = parse(nubanBody, request.body);
    const owed = await sandbox.transferToNuban(accountNumber, toMinor(amount), payerName);
    return okAnswer(owed, parseLanguage(request.headers.lang));
  });
  registerSandboxCheckout(app, sandbox);
}

/** The checkout the path names, and its page with the fields a request adds (a refusal, the typed card). */
interface NamedCheckout {
  gateway: GatewayName;
  reference: string;
  payOrder: { id: string; amount: number };
  page(extra?: Partial<CheckoutPageInput>): string;
}

/**
 * Runs `handle` on the checkout the path names; a path naming none, or a checkout that is no longer
 * payable, answers its refusal as a page.
 */
async function onCheckout(
  sandbox: SandboxCollections,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  handle: (checkout: NamedCheckout) => Promise<FastifyReply>,
) {
  const params = checkoutParams.safeParse(request.params);
  if (!params.success) return html(reply, 404, checkoutClosedPage(lang, 'missing', '/#/'));
  const { gateway, reference } = params.data;
  try {
    const payOrder = await sandbox.checkout(gateway, reference);
    const page = (extra: Partial<CheckoutPageInput> = {}) =>
      checkoutPage({
        lang,
        gateway,
        merchant: MERCHANT,
        reference,
        amount: formatMoney(payOrder.amount, 'NG', lang),
        action: request.url.split('?')[0] ?? '',
        ...extra,
      });
    return await handle({ gateway, reference, payOrder, page });
  } catch (error) {
    return closedPage(reply, lang, error);
  }
}

/**
 * The gateways' hosted checkout, as the sandbox serves it: a plain HTML page and form (no script), in
 * the language of `?lang=`. Pay returns the browser to the app, which asks the server (never the
 * return URL) whether it was paid; a declined card stays on the page; Cancel returns unpaid.
 */
function registerSandboxCheckout(app: FastifyInstance, sandbox: SandboxCollections): void {
  const path = `${SANDBOX_CHECKOUT_PATH}/:gateway/:reference`;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get(path, async (request, reply) => {
      const lang = parseLanguage((request.query as { lang?: string }).lang);
      return onCheckout(sandbox, request, reply, lang, async ({ page }) => html(reply, 200, page()));
    });
    scope.post(path, async (request, reply) => {
      const form = parse(checkoutForm, typeof request.body === 'object' && request.body ? request.body : {});
      const lang = parseLanguage(form.lang);
      return onCheckout(sandbox, request, reply, lang, async ({ gateway, reference, payOrder, page }) => {
        if (form.action === 'cancel') return reply.redirect(cashierReturnUrl(payOrder.id), 303);
        const refused = (problem: NonNullable<CheckoutPageInput['problem']>) =>
          page({
            problem,
            ...(form.cardNumber ? { cardNumber: form.cardNumber } : {}),
            ...(form.expiry ? { expiry: form.expiry } : {}),
          });
        const problem = cardProblem(form, new Date());
        if (problem) return html(reply, 400, refused(problem));
        const paid = await sandbox.payAtCheckout(
          gateway,
          reference,
          form.cardNumber?.replace(/[\s-]/g, '') ?? '',
        );
        if (paid.outcome === 'declined') return html(reply, 402, refused('declined'));
        return reply.redirect(cashierReturnUrl(paid.payOrderId), 303);
      });
    });
  });
}
