import type { AreaMessages } from '../../i18n/messages.ts';

const en = {
  proposals: 'Approvals',
};
const es = {
  proposals: 'Aprobaciones',
};
export const proposalsMessages: AreaMessages<typeof en> = { en, es };
