import { BlockList, isIP } from 'node:net';

/**
 * Where a provider's notifications may come from: addresses and CIDR ranges, IPv4 or IPv6
 * (`STP_NOTIFY_FROM=10.20.0.0/16, 2001:db8::/32, 192.0.2.7`). STP does not sign its notifications;
 * the addresses it sends from are what its own documentation tells a participant to allow.
 */
export interface AddressRanges {
  /** Whether the address (as Fastify's `request.ip` gives it) is inside one of the ranges. */
  allows(address: string): boolean;
}

/** Why an entry is not an address or a range, or undefined when it is one. */
export function addressRangeProblem(entry: string): string | undefined {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return `"${entry}" is not an address or an address/prefix range`;
  if (prefix === undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `"${entry}" has a prefix that is not a whole number from 0 to ${bits}`;
  return undefined;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports) as IPv4. */
export function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The ranges of checked entries (addressRangeProblem first: a bad entry throws here). */
export function addressRanges(entries: readonly string[]): AddressRanges {
  const list = new BlockList();
  for (const entry of entries) {
    const problem = addressRangeProblem(entry);
    if (problem) throw new RangeError(problem);
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(plain(address), isIP(plain(address)) === 4 ? 'ipv4' : type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    allows(address) {
      const candidate = plain(address);
      const family = isIP(candidate);
      if (family === 0) return false;
      return list.check(candidate, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** Loopback only: the sandbox STP notifies from inside the service. */
export const LOOPBACK_RANGES = ['127.0.0.0/8', '::1'] as const;
