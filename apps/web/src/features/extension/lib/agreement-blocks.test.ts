import { describe, expect, it } from 'vitest';
import { agreementBlocks } from './agreement-blocks.ts';

describe('agreement blocks', () => {
  it('makes numbered section titles and lines in capitals headings, and every other line a paragraph', () => {
    const text = [
      'LOAN RENEWAL AGREEMENT PUMX30001',
      'Version puente-renewal-2026-11',
      '',
      '1. The extension',
      'Your payment of $1,081.00 moves from Apr 1, 2026 to Apr 8, 2026.',
      '  Fee: $10.81, plus IVA of $1.73.',
      '',
      '2. Your rights',
      '3. Totals: see above.',
    ].join('\n');
    expect(agreementBlocks(text)).toEqual([
      { kind: 'heading', text: 'LOAN RENEWAL AGREEMENT PUMX30001' },
      { kind: 'paragraph', text: 'Version puente-renewal-2026-11' },
      { kind: 'heading', text: '1. The extension' },
      { kind: 'paragraph', text: 'Your payment of $1,081.00 moves from Apr 1, 2026 to Apr 8, 2026.' },
      { kind: 'paragraph', text: 'Fee: $10.81, plus IVA of $1.73.' },
      { kind: 'heading', text: '2. Your rights' },
      { kind: 'paragraph', text: '3. Totals: see above.' },
    ]);
  });

  it('reads Spanish capitals and keeps text with no sections as paragraphs', () => {
    expect(agreementBlocks('CONVENIO DE RENOVACIÓN\nTexto único.')).toEqual([
      { kind: 'heading', text: 'CONVENIO DE RENOVACIÓN' },
      { kind: 'paragraph', text: 'Texto único.' },
    ]);
    expect(agreementBlocks('')).toEqual([]);
    expect(agreementBlocks('$1,000.00 IVA 16%')).toEqual([{ kind: 'paragraph', text: '$1,000.00 IVA 16%' }]);
  });
});
