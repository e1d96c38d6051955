/**
 * How every STP call is made: our empresa and own CLABE, the signature of a cadena with the
 * company's key, and where STP is (STP itself, its test environment, or the stand-in). Built once by
 * create-stp.ts from the settings; every STP client takes it.
 */
export interface StpConnection {
  /** Our `empresa` at STP. */
  empresa: string;
  /** The company's own CLABE at STP, `cuentaOrdenante` of every order we send. */
  cuentaOrdenante: string;
  /** The `firma` of a cadena original (stp-signing.ts), with the company's private key. */
  sign(cadena: string): string;
  /** STP's base URL (`https://demo.stpmex.com:7024`, `https://prod.stpmex.com`…), without a trailing `/`. */
  baseUrl: string;
  fetch: typeof fetch;
}
