/**
 * The SMS text of a message: the words the inbox shows (packages/domain messages/message-texts.ts),
 * so the phone and the inbox say the same thing. h-delivery's stand-in for it, replaced at the merge
 * as its own comment asked.
 */
export { smsText } from '@puente/domain';
