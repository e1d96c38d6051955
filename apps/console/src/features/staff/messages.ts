import type { AreaMessages } from '../../i18n/messages.ts';

const en = {
  staff: 'Staff members',
};
const es = {
  staff: 'Personal',
};
export const staffMessages: AreaMessages<typeof en> = { en, es };
