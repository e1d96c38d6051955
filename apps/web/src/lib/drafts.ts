import { readUserInfo } from '../api/user-info.ts';
import { readKey, writeKey } from './local-store.ts';
import { DRAFT_PREFIX } from './storage-keys.ts';

/**
 * What a borrower typed in a form and has not saved yet, kept per user and screen so it survives a
 * reload or an app switch. Cleared when the form is saved and at logout (clearLocalData).
 */
export type DraftValues = Record<string, string | string[]>;

function draftKey(screen: string): string {
  const user = readUserInfo();
  return `${DRAFT_PREFIX}${user?.userId ?? user?.mobile ?? 'anonymous'}:${screen}`;
}

export function readDraft(screen: string): DraftValues | null {
  const raw = readKey(draftKey(screen));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed).filter(
      ([, value]) =>
        typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')),
    );
    return Object.fromEntries(entries) as DraftValues;
  } catch {
    return null;
  }
}

export function writeDraft(screen: string, values: DraftValues): void {
  writeKey(draftKey(screen), JSON.stringify(values));
}

export function clearDraft(screen: string): void {
  writeKey(draftKey(screen), null);
}
