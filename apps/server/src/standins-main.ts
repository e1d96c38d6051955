import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { flutterwaveStandIn } from './sandbox/standins/flutterwave/flutterwave-standin.ts';
import { monnifyStandIn } from './sandbox/standins/monnify/monnify-standin.ts';
import { paystackStandIn } from './sandbox/standins/paystack/paystack-standin.ts';
import { serveStandIns } from './sandbox/standins/serve-standins.ts';
import { smileIdStandIn } from './sandbox/standins/smileid/smileid-standin.ts';
import type { StandIn } from './sandbox/standins/standin.ts';
import { stpStandIn } from './sandbox/standins/stp/stp-standin.ts';
import { stripeStandIn } from './sandbox/standins/stripe/stripe-standin.ts';
import { termiiStandIn } from './sandbox/standins/termii/termii-standin.ts';
import { tuIdentidadStandIn } from './sandbox/standins/tuidentidad/tuidentidad-standin.ts';
import { twilioStandIn } from './sandbox/standins/twilio/twilio-standin.ts';

/**
 * The providers' stand-ins on ports of their own (decision 045), for a service in production
 * mode to lend and collect against. They read the service's own provider settings, so they serve
 * the accounts the service was given (STP's public key from the company's key), plus:
 * STANDINS_PORTS (`stp=8191,stripe=8192,tuidentidad=8193,twilio=8194,termii=8195,monnify=8196,flutterwave=8197,paystack=8198,smileid=8199`; a stand-in not listed does
 * not run), STANDINS_NOTIFY_URL (the service they notify), STANDINS_HOST (127.0.0.1) and
 * STANDINS_TIME_SCALE (what a provider's delays are multiplied by; 1).
 */
const given = z.string().min(1);
const env = z
  .object({
    STANDINS_PORTS: given,
    STANDINS_NOTIFY_URL: z.url(),
    STANDINS_HOST: z.string().default('127.0.0.1'),
    STANDINS_TIME_SCALE: z.coerce.number().positive().default(1),
    STP_COMPANY: z.string().optional(),
    STP_PRIVATE_KEY: z.string().optional(),
    STP_PRIVATE_KEY_FILE: z.string().optional(),
    STP_PRIVATE_KEY_PASSPHRASE: z.string().optional(),
    STP_WEBHOOK_USER: z.string().optional(),
    STP_WEBHOOK_PASSWORD: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    TUIDENTIDAD_API_KEY: z.string().optional(),
    SMILE_ID_PARTNER_ID: z.string().optional(),
    SMILE_ID_API_KEY: z.string().optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TERMII_API_KEY: z.string().optional(),
    TERMII_SENDER_ID: z.string().optional(),
    MONNIFY_API_KEY: z.string().optional(),
    MONNIFY_CLIENT_SECRET: z.string().optional(),
    MONNIFY_CONTRACT_CODE: z.string().optional(),
    MONNIFY_WALLET_ACCOUNT: z.string().optional(),
    FLUTTERWAVE_SECRET_KEY: z.string().optional(),
    FLUTTERWAVE_SECRET_HASH: z.string().optional(),
    PAYSTACK_SECRET_KEY: z.string().optional(),
    SANDBOX_PAYOUT_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  })
  .parse(process.env);

const ports = Object.fromEntries(
  env.STANDINS_PORTS.split(',').map((entry) => {
    const [name, port] = entry.split('=').map((part) => part.trim());
    return [name, Number(port)];
  }),
) as Record<string, number>;

const needed = (name: keyof typeof env, why: string): string => {
  const value = env[name];
  if (typeof value !== 'string' || !value) throw new Error(`${name} is required for ${why}`);
  return value;
};

function stpPublicKey(): KeyObject {
  const pem = env.STP_PRIVATE_KEY ?? readFileSync(needed('STP_PRIVATE_KEY_FILE', 'the STP stand-in'), 'utf8');
  return createPublicKey(
    createPrivateKey(
      env.STP_PRIVATE_KEY_PASSPHRASE ? { key: pem, passphrase: env.STP_PRIVATE_KEY_PASSPHRASE } : pem,
    ),
  );
}

const makers: Record<string, () => StandIn> = {
  paystack: () =>
    paystackStandIn({
      secretKey: needed('PAYSTACK_SECRET_KEY', 'the Paystack stand-in'),
      failureRate: env.SANDBOX_PAYOUT_FAILURE_RATE,
      webhookPath: '/webhooks/paystack',
    }),
  stp: () => {
    // Read at start, so a missing or bad key stops the stand-in at once.
    const publicKey = stpPublicKey();
    return stpStandIn({
      empresa: needed('STP_COMPANY', 'the STP stand-in'),
      publicKey: () => publicKey,
      notifyUser: needed('STP_WEBHOOK_USER', 'the STP stand-in'),
      notifyPassword: needed('STP_WEBHOOK_PASSWORD', 'the STP stand-in'),
    });
  },
  stripe: () =>
    stripeStandIn({
      secretKey: needed('STRIPE_SECRET_KEY', 'the Stripe stand-in'),
      webhookSecret: needed('STRIPE_WEBHOOK_SECRET', 'the Stripe stand-in'),
    }),
  tuidentidad: () =>
    tuIdentidadStandIn({ apiKey: needed('TUIDENTIDAD_API_KEY', 'the Tu Identidad stand-in'), delayMs: 300 }),
  smileid: () =>
    smileIdStandIn({
      partnerId: needed('SMILE_ID_PARTNER_ID', 'the Smile ID stand-in'),
      apiKey: needed('SMILE_ID_API_KEY', 'the Smile ID stand-in'),
      delayMs: 300,
    }),
  twilio: () =>
    twilioStandIn({
      accountSid: needed('TWILIO_ACCOUNT_SID', 'the Twilio stand-in'),
      authToken: needed('TWILIO_AUTH_TOKEN', 'the Twilio stand-in'),
      deliveryDelayMs: 300,
    }),
  termii: () =>
    termiiStandIn({
      apiKey: needed('TERMII_API_KEY', 'the Termii stand-in'),
      senderIds: [needed('TERMII_SENDER_ID', 'the Termii stand-in')],
      deliveryDelayMs: 300,
    }),
  monnify: () =>
    monnifyStandIn({
      apiKey: needed('MONNIFY_API_KEY', 'the Monnify stand-in'),
      clientSecret: needed('MONNIFY_CLIENT_SECRET', 'the Monnify stand-in'),
      contractCode: needed('MONNIFY_CONTRACT_CODE', 'the Monnify stand-in'),
      walletAccount: needed('MONNIFY_WALLET_ACCOUNT', 'the Monnify stand-in'),
      notifyDelayMs: 2_000,
    }),
  flutterwave: () =>
    flutterwaveStandIn({
      secretKey: needed('FLUTTERWAVE_SECRET_KEY', 'the Flutterwave stand-in'),
      secretHash: needed('FLUTTERWAVE_SECRET_HASH', 'the Flutterwave stand-in'),
    }),
};

const unknown = Object.keys(ports).filter((name) => !makers[name]);
if (unknown.length > 0)
  throw new Error(
    `STANDINS_PORTS names no stand-in called ${unknown.join(', ')} (${Object.keys(makers).join(', ')})`,
  );

const running = await serveStandIns(
  Object.keys(ports).map((name) => (makers[name] as () => StandIn)()),
  {
    host: env.STANDINS_HOST,
    ports,
    notifyUrl: env.STANDINS_NOTIFY_URL,
    timeScale: env.STANDINS_TIME_SCALE,
  },
);
for (const [name, url] of Object.entries(running.urls)) console.log(`stand-in ${name}: ${url}`);
const stop = () => {
  running.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
