/**
 * STP's signing, as published with the MIT-licensed public STP client cuenca-mx/stpmex-python
 * (tests/conftest.py and tests/test_auth.py at 16cddb9): an order, its cadena original and its firma,
 * with the test key it was signed with (encrypted PKCS#8, passphrase `12345678`, empresa `TAMIZI`).
 * Kept here as the contract test's own fixture; it is a published test key, never a real one.
 */
export const PUBLISHED_STP_KEY_PASSPHRASE = '12345678';

export const PUBLISHED_STP_KEY = `-----BEGIN ENCRYPTED PRIVATE KEY-----
MIICxjBABgkqhkiG9w0BBQ0wMzAbBgkqhkiG9w0BBQwwDgQIAPOngEipSGICAggA
MBQGCCqGSIb3DQMHBAi3RX0+96FhJASCAoAGX5N8jxBqlyKk8MTz/Q3a/V4fnCNA
IlPYybMbO00HbMNXw20Kn+WzK73VZtBdEf+8CBcqZMwuC0gqn5pdnOVqP0wz8MU5
AlWu0ZJpLo8npjQyV5Smrk1OvFREQ9skuJRBgYjPPTgdYmVN77ZGeFwJlf+OqOIM
JWZIFZY6z3cXn6CnaAvQ6L+/smRt1Us0gEMe1m7rln0M6m64EbOFsOonzp7/CRTd
Mmlsk93Lg8G/uwGrL3gf1TDep1yM1KKMu6pWZ+6zT26ykwNsdUg0NUCpeWeYWzDZ
KLzQ90U+/XlBPbPg/8gK6tc1dresvPbRcvNu+IJq8HbKuUkjrDeFor5Wezic3CyO
/g//2LJbJGy7Ak4V4W9J46GLD8B3fqyDz0itCBRcmlrtAXiV0azb1isD+j8LdOXN
vo/EPjLJnVdbP2RHiKKdp0Kq2FyRbigP86UujxwxfOxNN/w6m48agmVsj1uB6zBp
hn0D/MLkMtoV7NmGhayRxFXs5sO1G/lWOoR96PgNzOur8xnPzvG7ysPv9qKRO1XS
JEaGZXUUQ/sq2d6nLWMz9YLh7YVaVsRfIcUGPnmFh/bj30Pk52PodF6kN3JYftvn
ZaXgOf6E4NLpHjtYRTzyVZQamenDAlvHQwZE284hDPShuJwxFr6FOSR/GrgqbN4d
cOK898ofM+ZxkNkm5LrU3RAXR3336HU9XMky4UCV9L3CA51IlTMqt/CkddFhsjrw
W4Zo1Aj8G7FaoDm7XhkLGDwVjf0Ua1O4YHRpSgVSkrXeBgW7P4Tc+53nFns3rwxs
uzF/x9tl2+BdiDjPOhSRuoa1ypilODdpOGKNKuf0vu2jAbbzDILBYOfw
-----END ENCRYPTED PRIVATE KEY-----`;

export const PUBLISHED_ORDEN = {
  institucionContraparte: '40072',
  empresa: 'TAMIZI',
  claveRastreo: 'CR1564969083',
  institucionOperante: '90646',
  monto: '1.20',
  tipoPago: '1',
  tipoCuentaOrdenante: '40',
  cuentaOrdenante: '646180110400000007',
  tipoCuentaBeneficiario: '40',
  nombreBeneficiario: 'Ricardo Sanchez',
  cuentaBeneficiario: '072691004495711499',
  rfcCurpBeneficiario: 'ND',
  conceptoPago: 'Prueba',
  referenciaNumerica: '5273144',
  topologia: 'T',
  medioEntrega: '3',
  prioridad: '0',
} as const;

export const PUBLISHED_CADENA =
  '||40072|TAMIZI|||CR1564969083|90646|1.20|1|40||646180110400000007||40|Ricardo Sanchez|072691004495711499|ND||||||Prueba||||||5273144||T||3|0|||';

export const PUBLISHED_FIRMA =
  'KDNKDVVuyNt9oTXPAlofGXGH5L5IH9PAzOsx0JZFtmGlU+10QRf2RHSg0OVCnYYpu5sC3DJ6vlXuYM40+uNw0tMc0y8Dv26uO8Vv2GhOhMqaGk72LwgwgmqVg17xzjgGbJHzAzMav3fx4/3No+mSnf7vxpe4ePf6yK1yU5U28L4=';
