import { expect, it } from 'vitest';
import { describeCatalogue } from '../describe-catalogue.ts';
import { translatorOf } from '../translate.ts';
import en from './en.json';
import es from './es.json';
import { unreadText } from './use-messages-i18n.ts';

describeCatalogue('messages', en, es, () => {
  it('count one unread message and several by each language', () => {
    const english = translatorOf({ en, es }, 'en');
    const spanish = translatorOf({ en, es }, 'es');
    expect(unreadText(english, 'en', 1, 'badge')).toBe(' (1 unread message)');
    expect(unreadText(english, 'en', 3, 'badge')).toBe(' (3 unread messages)');
    expect(unreadText(spanish, 'es', 2, 'badge')).toBe(' (2 mensajes sin leer)');
    expect(unreadText(spanish, 'es', 2, 'entry')).toBe('2 sin leer');
  });
});
