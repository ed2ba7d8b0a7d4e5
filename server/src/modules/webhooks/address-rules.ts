import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Where a webhook may not be delivered: this host, the private networks behind it and the cloud metadata
 * service (169.254.169.254), so a subscriber cannot make the server probe them (SSRF). Checked on the
 * address the name resolved to, which is then the one connected to.
 */
const IPV4_REFUSED: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV6_REFUSED: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refused = new BlockList();
for (const [net, prefix] of IPV4_REFUSED) refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6_REFUSED) refused.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail becomes the last two). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The IPv4 address an IPv6 one carries, where one does: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002:AABB:CCDD::/16), so none of them smuggles a refused one.
 */
function embeddedIpv4(address: string): string | null {
  const g = groupsOf(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0) && !(g[5] === 0 && zeros(6, 7) && (g[7] ?? 0) <= 1)) {
    return v4(g[6] ?? 0, g[7] ?? 0);
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return v4(g[1] ?? 0, g[2] ?? 0);
  return null;
}

/** True when a webhook may be delivered to this literal address; false for refused and non-addresses. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !refused.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const inner = embeddedIpv4(address);
  if (inner !== null) return isPublicAddress(inner);
  return !refused.check(address.replace(/%.*$/, ''), 'ipv6');
}
