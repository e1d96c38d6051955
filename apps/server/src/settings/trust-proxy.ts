import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY (decision 036): which proxies in front of the service may say who the client is in
 * `X-Forwarded-For`. The client address is then the first address, counted from the right, that is
 * not a trusted proxy; everything to its left was written by the client and is ignored.
 *
 * - `false` (default, also 0, no, off): nobody; the client is the connection's peer.
 * - a number of hops (`1`): the nearest that many proxies, whatever their addresses.
 * - addresses and CIDR ranges, comma-separated (`10.0.0.0/8, 2001:db8::/32`), or proxy-addr's names
 *   `loopback`, `linklocal`, `uniquelocal`: only proxies at those addresses.
 * `true` trusts every entry, the client's own included, so it is refused.
 */
export type TrustProxy = false | number | readonly string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** Why one TRUST_PROXY entry is not an address, a range or a named range; undefined when it is. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `"${entry}" has a prefix length that is not 0 to ${bits}`;
  return undefined;
}

const REFUSE_TRUE =
  'must say which proxies to trust: their number of hops (e.g. 1) or their address ranges ' +
  '(e.g. 10.0.0.0/8); true would believe an X-Forwarded-For the client wrote itself';

export const trustProxyField = () =>
  z
    .string()
    .optional()
    .transform((raw, ctx): TrustProxy => {
      const value = raw?.trim().toLowerCase() ?? '';
      if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
      if (['true', 'yes', 'on'].includes(value)) {
        ctx.addIssue({ code: 'custom', message: REFUSE_TRUE, input: raw });
        return false;
      }
      if (/^\d+$/.test(value)) return Math.min(Number(value), 100);
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        const problem = entryProblem(entry);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: raw });
      }
      return entries;
    });

/**
 * The setting as Fastify's `trustProxy` option. Fastify 5.12 no longer takes a bare hop count (it
 * cannot check the peer's address), so hops are given as proxy-addr's trust function: the nearest
 * `hops` addresses are proxies. That is safe only when the service is reachable through those
 * proxies alone, which README and decision 036 say.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return [...setting];
}
