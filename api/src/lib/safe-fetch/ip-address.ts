import { isIPv4, isIPv6 } from 'node:net';

/** An IP address as bytes: 4 for IPv4, 16 for IPv6. */
export type IpBytes = Uint8Array;

export function parseIpv4(text: string): IpBytes | null {
  if (!isIPv4(text)) return null;
  return Uint8Array.from(text.split('.').map(Number));
}

/** `::1`, `fe80::1%eth0` (the zone is dropped), `::ffff:127.0.0.1`; null for anything else. */
export function parseIpv6(text: string): IpBytes | null {
  const address = text.split('%', 1)[0] ?? '';
  if (!isIPv6(address)) return null;

  // A dotted IPv4 tail (::ffff:127.0.0.1) stands for the last two 16-bit groups.
  const lastColon = address.lastIndexOf(':');
  const dotted = parseIpv4(address.slice(lastColon + 1));
  const tail = dotted ? [word(dotted[0], dotted[1]), word(dotted[2], dotted[3])] : [];
  let groups = dotted ? address.slice(0, lastColon + 1) : address;
  if (dotted && !groups.endsWith('::')) groups = groups.slice(0, -1);

  const [head = '', rest] = groups.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const gap = rest === undefined ? 0 : 8 - tail.length - left.length - right.length;
  const words = [...left, ...Array<string>(gap).fill('0'), ...right].map((group) => Number.parseInt(group, 16)).concat(tail);

  const bytes = new Uint8Array(16);
  words.forEach((value, index) => {
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

function word(high: number | undefined, low: number | undefined): number {
  return ((high ?? 0) << 8) | (low ?? 0);
}

/** The bytes of an IPv4 or IPv6 literal, brackets allowed (`[::1]`, as URL hostnames spell it). */
export function parseIp(text: string): IpBytes | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return parseIpv4(bare) ?? parseIpv6(bare);
}

/** Whether the first `bits` bits of `address` equal those of `prefix` (both of the same family). */
export function inPrefix(address: IpBytes, prefix: IpBytes, bits: number): boolean {
  if (address.length !== prefix.length) return false;
  const whole = Math.floor(bits / 8);
  for (let i = 0; i < whole; i += 1) if (address[i] !== prefix[i]) return false;
  const rest = bits % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((address[whole] ?? 0) & mask) === ((prefix[whole] ?? 0) & mask);
}
