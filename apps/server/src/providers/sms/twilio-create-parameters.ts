/**
 * The form parameters Twilio documents for creating a Message and a Call (API v2010), copied from
 * Twilio's API reference as twilio-node generates it from Twilio's OpenAPI description:
 * github.com/twilio/twilio-node src/rest/api/v2010/account/message.ts (MessageListInstance.create,
 * commit e3abac42) and src/rest/api/v2010/account/call.ts (CallListInstance.create, commit dfb418d1);
 * https://www.twilio.com/docs/messaging/api/message-resource and /docs/voice/api/call-resource.
 */
export const MESSAGE_CREATE = {
  required: ['To'],
  /** At least one of each group. */
  oneOf: [
    ['From', 'MessagingServiceSid'],
    ['Body', 'MediaUrl', 'ContentSid'],
  ],
  parameters: [
    'To',
    'StatusCallback',
    'ApplicationSid',
    'MaxPrice',
    'ProvideFeedback',
    'Attempt',
    'ValidityPeriod',
    'ForceDelivery',
    'ContentRetention',
    'AddressRetention',
    'SmartEncoded',
    'PersistentAction',
    'ShortenUrls',
    'ScheduleType',
    'SendAt',
    'SendAsMms',
    'ContentVariables',
    'RiskCheck',
    'From',
    'MessagingServiceSid',
    'Body',
    'MediaUrl',
    'ContentSid',
  ],
};

export const CALL_CREATE = {
  required: ['To', 'From'],
  oneOf: [['Url', 'Twiml', 'ApplicationSid']],
  parameters: [
    'To',
    'From',
    'Method',
    'FallbackUrl',
    'FallbackMethod',
    'StatusCallback',
    'StatusCallbackEvent',
    'StatusCallbackMethod',
    'SendDigits',
    'Timeout',
    'Record',
    'RecordingChannels',
    'RecordingStatusCallback',
    'RecordingStatusCallbackMethod',
    'SipAuthUsername',
    'SipAuthPassword',
    'MachineDetection',
    'MachineDetectionTimeout',
    'RecordingStatusCallbackEvent',
    'Trim',
    'CallerId',
    'MachineDetectionSpeechThreshold',
    'MachineDetectionSpeechEndThreshold',
    'MachineDetectionSilenceTimeout',
    'AsyncAmd',
    'AsyncAmdStatusCallback',
    'AsyncAmdStatusCallbackMethod',
    'Byoc',
    'CallReason',
    'CallToken',
    'RecordingTrack',
    'TimeLimit',
    'Url',
    'Twiml',
    'ApplicationSid',
  ],
};

/** Twilio's <Say> languages for our two (https://www.twilio.com/docs/voice/twiml/say#language). */
export const SAY_LANGUAGES = ['en-US', 'es-MX'];
