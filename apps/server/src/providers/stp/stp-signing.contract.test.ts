import { describe, expect, it } from 'vitest';
import {
  PUBLISHED_CADENA,
  PUBLISHED_FIRMA,
  PUBLISHED_ORDEN,
  PUBLISHED_STP_KEY,
  PUBLISHED_STP_KEY_PASSPHRASE,
} from './stp-published-vector.ts';
import { cuentaCadena, ordenCadena, stpFirma, stpFirmaValid, stpPrivateKey } from './stp-signing.ts';

const key = stpPrivateKey(PUBLISHED_STP_KEY, PUBLISHED_STP_KEY_PASSPHRASE);

describe("STP's signing against the published vector (cuenca-mx/stpmex-python)", () => {
  it('writes the cadena original byte for byte', () => {
    expect(ordenCadena(PUBLISHED_ORDEN)).toBe(PUBLISHED_CADENA);
  });

  it('signs it to the published firma byte for byte', () => {
    expect(stpFirma(PUBLISHED_CADENA, key)).toBe(PUBLISHED_FIRMA);
  });

  it('verifies the published firma, and refuses it over any other cadena', () => {
    expect(stpFirmaValid(PUBLISHED_CADENA, PUBLISHED_FIRMA, key)).toBe(true);
    expect(stpFirmaValid(PUBLISHED_CADENA.replace('1.20', '1.21'), PUBLISHED_FIRMA, key)).toBe(false);
    expect(stpFirmaValid(PUBLISHED_CADENA, 'not base64 at all', key)).toBe(false);
  });

  it("writes a cuenta física's cadena as ||empresa|cuenta|rfcCurp||", () => {
    expect(cuentaCadena({ empresa: 'TAMIZI', cuenta: '646180110400000007', rfcCurp: 'ND' })).toBe(
      '||TAMIZI|646180110400000007|ND||',
    );
  });
});
