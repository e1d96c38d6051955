import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A service lending in Mexico and Nigeria in production mode (SANDBOX=false) and the provider stand-ins it is pointed at,
 * each on a port of its own: the settings an operator would give, with the stand-ins' addresses as
 * the providers' base URLs. The stand-ins read the same settings to know the accounts they serve.
 */
export const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 8182);
export const PRODUCTION_URL = `http://127.0.0.1:${PRODUCTION_PORT}`;
// E2E_STANDINS_PORT moves the stand-ins' nine ports together, so that two runs (two worktrees) can
// share a machine, as E2E_PORT and E2E_PRODUCTION_PORT move the services'.
const standinsPort = Number(process.env.E2E_STANDINS_PORT ?? 8191);
export const STANDIN_PORTS = {
  stp: standinsPort,
  stripe: standinsPort + 1,
  tuidentidad: standinsPort + 2,
  twilio: standinsPort + 3,
  termii: standinsPort + 4,
  monnify: standinsPort + 5,
  flutterwave: standinsPort + 6,
  paystack: standinsPort + 7,
  smileid: standinsPort + 8,
};
const standin = (name: keyof typeof STANDIN_PORTS) => `http://127.0.0.1:${STANDIN_PORTS[name]}`;

/** What a test needs to act as the borrower's bank, the till and the phone network. */
export const STANDINS = {
  stp: standin('stp'),
  stripe: standin('stripe'),
  twilio: standin('twilio'),
  termii: standin('termii'),
  monnify: standin('monnify'),
  flutterwave: standin('flutterwave'),
  paystack: standin('paystack'),
} as const;

/** The config is read again in each worker: the variables make them share the first run's values. */
function once(name: string, make: () => string): string {
  process.env[name] ??= make();
  return process.env[name] as string;
}

export function productionEnv() {
  const dir = once('PUENTE_E2E_PRODUCTION_DIR', () => mkdtempSync(join(tmpdir(), 'puente-e2e-prod-')));
  const keyFile = join(dir, 'stp-key.pem');
  const passphrase = once('PUENTE_E2E_STP_PASSPHRASE', () => randomBytes(12).toString('hex'));
  once('PUENTE_E2E_STP_KEY_WRITTEN', () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(keyFile, privateKey, { mode: 0o600 });
    return 'yes';
  });
  const hex = (name: string) => once(`PUENTE_E2E_${name}`, () => randomBytes(32).toString('hex'));
  return {
    SANDBOX: 'false',
    // Both markets, every provider of each pointed at a stand-in below (decision 052).
    MARKETS: 'MX,NG',
    // The gateways send the browser back here (absolute, as a real gateway needs it).
    PUBLIC_URL: PRODUCTION_URL,
    HOST: '127.0.0.1',
    PORT: String(PRODUCTION_PORT),
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'warn',
    SECRET_KEY: hex('SECRET_KEY'),
    TRUST_PROXY: 'loopback',
    // Nothing moves the clock of a service in production mode: the deadline work runs every 2 s and
    // the review decides after 3 s, where an operator would keep the defaults.
    TICK_SECONDS: '2',
    LOAN_REVIEW_DELAY_SECONDS: '3',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${hex('TWILIO_SID').slice(0, 32)}`,
    TWILIO_AUTH_TOKEN: hex('TWILIO_TOKEN').slice(0, 32),
    TWILIO_FROM: '+15005550006',
    TWILIO_BASE_URL: standin('twilio'),
    KYC_PROVIDER: 'tuidentidad',
    TUIDENTIDAD_API_KEY: hex('TUIDENTIDAD_KEY'),
    TUIDENTIDAD_BASE_URL: standin('tuidentidad'),
    STP_BASE_URL: standin('stp'),
    STP_COMPANY: 'PUENTE',
    STP_COMPANY_PREFIX: '1234',
    STP_ACCOUNT: '646180123400000007',
    STP_PRIVATE_KEY_FILE: keyFile,
    STP_PRIVATE_KEY_PASSPHRASE: passphrase,
    STP_WEBHOOK_USER: 'stp',
    STP_WEBHOOK_PASSWORD: hex('STP_WEBHOOK_PASSWORD'),
    STP_NOTIFY_FROM: '127.0.0.1/32,::1/128',
    STRIPE_SECRET_KEY: `sk_test_${hex('STRIPE_KEY').slice(0, 40)}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${hex('STRIPE_WHSEC').slice(0, 40)}`,
    STRIPE_API_BASE: standin('stripe'),
    // Nigeria: Termii for texts, Smile ID for the BVN and the selfie, Paystack for the name enquiry
    // and payouts, Flutterwave's payment links and Monnify's reserved accounts for repayment.
    TERMII_API_KEY: hex('TERMII_KEY').slice(0, 40),
    TERMII_SENDER_ID: 'Puente',
    TERMII_BASE_URL: standin('termii'),
    SMILE_ID_PARTNER_ID: '7061',
    SMILE_ID_API_KEY: hex('SMILE_ID_KEY').slice(0, 36),
    SMILE_ID_BASE_URL: standin('smileid'),
    PAYSTACK_SECRET_KEY: `sk_test_${hex('PAYSTACK_KEY').slice(0, 40)}`,
    PAYSTACK_BASE_URL: standin('paystack'),
    FLUTTERWAVE_SECRET_KEY: `FLWSECK_TEST-${hex('FLUTTERWAVE_KEY').slice(0, 32)}-X`,
    FLUTTERWAVE_SECRET_HASH: hex('FLUTTERWAVE_HASH'),
    FLUTTERWAVE_BASE_URL: standin('flutterwave'),
    MONNIFY_API_KEY: `MK_TEST_${hex('MONNIFY_KEY').slice(0, 20).toUpperCase()}`,
    MONNIFY_CLIENT_SECRET: hex('MONNIFY_SECRET').slice(0, 40).toUpperCase(),
    MONNIFY_CONTRACT_CODE: '4934121693',
    MONNIFY_WALLET_ACCOUNT: '3934178936',
    MONNIFY_BASE_URL: standin('monnify'),
    // The stand-ins: where they listen and whom they notify; a provider's minutes pass as seconds.
    STANDINS_HOST: '127.0.0.1',
    STANDINS_PORTS: Object.entries(STANDIN_PORTS)
      .map(([name, port]) => `${name}=${port}`)
      .join(','),
    STANDINS_NOTIFY_URL: PRODUCTION_URL,
    STANDINS_TIME_SCALE: '0.02',
  };
}
