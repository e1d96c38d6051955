/**
 * The least a production start (SANDBOX=false) needs, with stand-in values of the right shapes: for
 * tests that read production settings. Twilio points at a closed local port, so nothing is sent.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  SANDBOX: 'false',
  SECRET_KEY: '3f9a0c7e5b21d48f6a0e9c3b7d15f2a84c6e0b9d3a7f1258e4c0b6d9a2f7e13c',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'f'.repeat(32),
  TWILIO_FROM: '+15550001111',
  TWILIO_BASE_URL: 'http://127.0.0.1:9',
};
