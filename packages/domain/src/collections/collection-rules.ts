/**
 * What a collector records about an overdue loan (issue 21): the console's forms offer these and
 * the service accepts only these.
 */
export const CONTACT_CHANNELS = ['call', 'sms', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CONTACT_OUTCOMES = ['reached', 'noAnswer', 'promiseToPay', 'refused', 'wrongNumber'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/** Open until its date has passed on the business clock; then kept or missed (decision 061). */
export const PROMISE_STATUSES = ['open', 'kept', 'missed'] as const;
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];

/** A promise to pay is for a date from today to this many days ahead, in the borrower's market. */
export const PROMISE_MAX_DAYS_AHEAD = 30;

/** A note on a contact is for the record, not a file: kept short. */
export const CONTACT_NOTE_MAX = 500;

/** The staff queue collectors work, named in the queues overview and in assignments. */
export const COLLECTIONS_QUEUE = 'collections';

/** A case not contacted for this long (and with no open promise) is past its deadline. */
export const COLLECTIONS_DEADLINE_HOURS = 24;
