/** Emergency-contact relations (spec §3): the Mexican reading and the shorter Nigerian picker. */
import type { MarketId } from '../markets/markets.ts';
import { type Option, option } from './option.ts';

export const CONTACT_RELATION_OPTIONS: Record<MarketId, readonly Option[]> = {
  MX: [
    option('colleagues', 'Colleague', 'Compañero(a) de trabajo'),
    option('students', 'Classmate', 'Compañero(a) de estudios'),
    option('parents', 'Parent', 'Padre o madre'),
    option('couples', 'Partner or spouse', 'Pareja o cónyuge'),
    option('brothersOrSisters', 'Brother or sister', 'Hermano(a)'),
    option('children', 'Son or daughter', 'Hijo(a)'),
    option('friends', 'Friend', 'Amigo(a)'),
    option('others', 'Other', 'Otro'),
  ],
  // Colleagues and classmates appear only in Nigerian texts, not in its picker (spec §3).
  NG: [
    option('parents', 'Parent', 'Padre o madre'),
    option('spouse', 'Spouse', 'Cónyuge'),
    option('child', 'Child', 'Hijo(a)'),
    option('siblings', 'Sibling', 'Hermano(a)'),
    option('friends', 'Friend', 'Amigo(a)'),
    option('others', 'Other', 'Otro'),
  ],
};
