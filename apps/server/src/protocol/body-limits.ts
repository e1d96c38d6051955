/**
 * How large a request body may be, by what the route needs (docs/decisions/035). A call's body is
 * the envelope: its payload as JSON, AES-padded and hex-encoded, so about twice the JSON's UTF-8
 * bytes (three bytes per character at worst, for text that is not Latin).
 */

/**
 * Every call and side route unless it says otherwise. The largest bounded payload of any call but
 * the forms and the collector is cancel-loan's reason: 2.6 KB of JSON at three bytes a character,
 * 5.3 KB as an envelope; the rest are under 3 KB as envelopes.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The onboarding and bank-account forms: a record of up to 200-character fields. The longest form
 * (personal info) has about 30 fields: 30 × (key + 200 characters at two bytes) ≈ 13 KB of JSON,
 * 26 KB as an envelope.
 */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * Per address, for a call without a session that sets no limit of its own: counted in onRequest,
 * before the body is read. Generous for one phone (the app calls each a few times a session), and
 * room for a carrier's shared address; it caps what one address can make the service parse.
 */
export const OPEN_CALL_RATE_LIMIT = { max: 300, timeWindowMs: 60_000 } as const;
