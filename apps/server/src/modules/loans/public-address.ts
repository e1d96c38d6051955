import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { plain } from '../../providers/collection/address-ranges.ts';

/**
 * Addresses that are never a client's own on the internet: loopback, private networks, link-local,
 * carrier-grade NAT's shared space and the unspecified address. A request seen from one of these
 * came through something in front of the service (a balancer, a proxy not trusted), so every client
 * would share it: counting applications by it would flag everybody.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address says something about who sent the request (a public IPv4 or IPv6 address). */
export function isPublicAddress(address: string | null | undefined): address is string {
  if (!address) return false;
  const client = plain(address);
  if (isIPv4(client)) return !NOT_PUBLIC.check(client, 'ipv4');
  if (isIPv6(client)) return !NOT_PUBLIC.check(client, 'ipv6');
  return false;
}
