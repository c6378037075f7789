import { inPrefix, type IpBytes, parseIp } from './ip-address';

/**
 * Where an outbound request may connect.
 * - `public`: the internet.
 * - `private`: this machine and private networks (loopback, RFC 1918, CGNAT, unique-local IPv6,
 *   documentation ranges): refused unless the server allows private targets (a self-hosted Ollama).
 * - `forbidden`: never, whatever the setting: unspecified, link-local (which holds the cloud
 *   metadata service at 169.254.169.254), multicast, broadcast and reserved addresses, and the
 *   metadata addresses that sit elsewhere.
 */
export type AddressClass = 'public' | 'private' | 'forbidden';

type Range = readonly [cidr: string, cls: Exclude<AddressClass, 'public'>];

// Order matters only where ranges nest: the first match wins, so the /32s come before their /10.
const IPV4_RANGES: readonly Range[] = [
  ['100.100.100.200/32', 'forbidden'], // Alibaba Cloud metadata, inside CGNAT
  ['0.0.0.0/8', 'forbidden'],
  ['169.254.0.0/16', 'forbidden'],
  ['224.0.0.0/4', 'forbidden'],
  ['240.0.0.0/4', 'forbidden'], // reserved, and 255.255.255.255
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'private'],
  ['127.0.0.0/8', 'private'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'private'],
  ['192.0.2.0/24', 'private'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'private'],
  ['198.51.100.0/24', 'private'],
  ['203.0.113.0/24', 'private'],
];

const IPV6_RANGES: readonly Range[] = [
  ['::/128', 'forbidden'],
  ['fd00:ec2::254/128', 'forbidden'], // AWS metadata over IPv6, inside unique-local
  ['fe80::/10', 'forbidden'],
  ['fec0::/10', 'forbidden'],
  ['ff00::/8', 'forbidden'],
  ['2001::/32', 'forbidden'], // Teredo: hides an IPv4 target behind a tunnel
  ['::1/128', 'private'],
  ['fc00::/7', 'private'],
  ['2001:db8::/32', 'private'],
  ['100::/64', 'private'],
  ['64:ff9b:1::/48', 'private'],
];

function compile(ranges: readonly Range[]) {
  return ranges.map(([cidr, cls]) => {
    const [prefix = '', bits = '0'] = cidr.split('/');
    const bytes = parseIp(prefix);
    if (!bytes) throw new Error(`bad range ${cidr}`);
    return { bytes, bits: Number(bits), cls };
  });
}

const V4 = compile(IPV4_RANGES);
const V6 = compile(IPV6_RANGES);

/** IPv6 forms that carry an IPv4 address, which is what the packets finally reach. */
function embeddedIpv4(address: IpBytes): IpBytes | null {
  const zeroes = (from: number, to: number) => address.slice(from, to).every((b) => b === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and the deprecated ::a.b.c.d (IPv4-compatible, not :: or ::1).
  if (zeroes(0, 10) && address[10] === 0xff && address[11] === 0xff) return address.slice(12);
  if (zeroes(0, 12) && !zeroes(12, 15)) return address.slice(12);
  // 64:ff9b::/96, the NAT64 well-known prefix.
  if (address[0] === 0x00 && address[1] === 0x64 && address[2] === 0xff && address[3] === 0x9b && zeroes(4, 12)) {
    return address.slice(12);
  }
  // 2002::/16, 6to4: the IPv4 address follows the prefix.
  if (address[0] === 0x20 && address[1] === 0x02) return address.slice(2, 6);
  return null;
}

function classifyBytes(address: IpBytes): AddressClass {
  if (address.length === 16) {
    const inner = embeddedIpv4(address);
    if (inner) return classifyBytes(inner);
  }
  const ranges = address.length === 4 ? V4 : V6;
  return ranges.find((range) => inPrefix(address, range.bytes, range.bits))?.cls ?? 'public';
}

/** The class of an IP literal; anything that is not one is `forbidden`. */
export function classifyAddress(ip: string): AddressClass {
  const bytes = parseIp(ip);
  return bytes ? classifyBytes(bytes) : 'forbidden';
}

export function isAddressAllowed(ip: string, allowPrivateNetworkTargets: boolean): boolean {
  const cls = classifyAddress(ip);
  return cls === 'public' || (cls === 'private' && allowPrivateNetworkTargets);
}
