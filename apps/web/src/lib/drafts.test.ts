import { afterEach, describe, expect, it } from 'vitest';
import { BORROWERS, signInAs } from '../testing/fake-onboarding.ts';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { clearLocalData } from './local-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

afterEach(() => localStorage.clear());

describe('form drafts', () => {
  it('are kept per user and screen', () => {
    signInAs('MX');
    writeDraft('personalInfo', { firstName: 'Juana' });
    writeDraft('questionnaire', { '4': ['kueski'] });
    expect(readDraft('personalInfo')).toEqual({ firstName: 'Juana' });
    expect(readDraft('questionnaire')).toEqual({ '4': ['kueski'] });

    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...BORROWERS.MX, userId: 'someone-else' }));
    expect(readDraft('personalInfo')).toBeNull();
  });

  it('go away when saved, and all of them at logout', () => {
    signInAs('MX');
    writeDraft('personalInfo', { firstName: 'Juana' });
    writeDraft('bankCard', { accountNumber: '012' });
    clearDraft('personalInfo');
    expect(readDraft('personalInfo')).toBeNull();
    expect(readDraft('bankCard')).not.toBeNull();

    clearLocalData();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('ignore what they cannot read', () => {
    signInAs('MX');
    localStorage.setItem('draft:u-mx:personalInfo', '{not json');
    expect(readDraft('personalInfo')).toBeNull();
    localStorage.setItem('draft:u-mx:personalInfo', JSON.stringify({ firstName: 'Ana', evil: { a: 1 } }));
    expect(readDraft('personalInfo')).toEqual({ firstName: 'Ana' });
  });
});
