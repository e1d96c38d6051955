import { randomBytes } from 'node:crypto';

export const API_VERSION = '2010-04-01';

/** A Twilio SID: two letters naming the resource and 32 hexadecimal digits (34 characters). */
export const newSid = (prefix: 'SM' | 'CA') => `${prefix}${randomBytes(16).toString('hex')}`;

/** Twilio writes its dates in RFC 2822, in GMT ("Thu, 26 Nov 2026 12:00:00 +0000"). */
export const rfc2822 = (at: Date) => at.toUTCString().replace('GMT', '+0000');

interface Created {
  accountSid: string;
  sid: string;
  to: string;
  from: string;
  at: Date;
}

/** The Message resource Twilio answers a create with (API reference, "Message properties"). */
export function messageResource(m: Created & { body: string }) {
  return {
    account_sid: m.accountSid,
    api_version: API_VERSION,
    body: m.body,
    date_created: rfc2822(m.at),
    date_sent: null,
    date_updated: rfc2822(m.at),
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: m.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(segments(m.body)),
    price: null,
    price_unit: 'USD',
    sid: m.sid,
    status: 'queued',
    subresource_uris: {
      media: `/${API_VERSION}/Accounts/${m.accountSid}/Messages/${m.sid}/Media.json`,
    },
    to: m.to,
    uri: `/${API_VERSION}/Accounts/${m.accountSid}/Messages/${m.sid}.json`,
  };
}

/** The Call resource Twilio answers a create with (API reference, "Call properties"). */
export function callResource(c: Created) {
  const base = `/${API_VERSION}/Accounts/${c.accountSid}/Calls/${c.sid}`;
  return {
    account_sid: c.accountSid,
    annotation: null,
    answered_by: null,
    api_version: API_VERSION,
    caller_name: null,
    date_created: rfc2822(c.at),
    date_updated: rfc2822(c.at),
    direction: 'outbound-api',
    duration: null,
    end_time: null,
    forwarded_from: null,
    from: c.from,
    from_formatted: c.from,
    group_sid: null,
    parent_call_sid: null,
    phone_number_sid: null,
    price: null,
    price_unit: 'USD',
    queue_time: '0',
    sid: c.sid,
    start_time: null,
    status: 'queued',
    subresource_uris: {
      notifications: `${base}/Notifications.json`,
      recordings: `${base}/Recordings.json`,
      events: `${base}/Events.json`,
    },
    to: c.to,
    to_formatted: c.to,
    trunk_sid: null,
    uri: `${base}.json`,
  };
}

/** 160 GSM-7 characters a segment, 153 once split; 70 and 67 when a character needs UCS-2. */
function segments(body: string): number {
  const gsm =
    /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/.test(
      body,
    );
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return body.length <= single ? 1 : Math.ceil(body.length / part);
}
