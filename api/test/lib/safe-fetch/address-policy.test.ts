import { classifyAddress, isAddressAllowed } from '#src/lib/safe-fetch/index';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
    ['1.1.1.1', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.1', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.1', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::808:808', 'public'],

    ['127.0.0.1', 'private'],
    ['127.255.255.254', 'private'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['198.18.0.1', 'private'],
    ['192.0.2.1', 'private'],
    ['::1', 'private'],
    ['[::1]', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['::127.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['2001:db8::1', 'private'],

    ['169.254.169.254', 'forbidden'],
    ['169.254.0.1', 'forbidden'],
    ['::ffff:169.254.169.254', 'forbidden'],
    ['::ffff:a9fe:a9fe', 'forbidden'],
    ['100.100.100.200', 'forbidden'],
    ['fd00:ec2::254', 'forbidden'],
    ['0.0.0.0', 'forbidden'],
    ['::', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
    ['239.255.255.250', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['240.0.0.1', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['fe80::1%eth0', 'forbidden'],
    ['ff02::1', 'forbidden'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'forbidden'],
    ['not an address', 'forbidden'],
    ['localhost', 'forbidden'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('lets private addresses through only when private targets are allowed, and metadata never', () => {
    expect(isAddressAllowed('127.0.0.1', false)).toBe(false);
    expect(isAddressAllowed('127.0.0.1', true)).toBe(true);
    expect(isAddressAllowed('fd12::1', true)).toBe(true);
    expect(isAddressAllowed('169.254.169.254', true)).toBe(false);
    expect(isAddressAllowed('::ffff:169.254.169.254', true)).toBe(false);
    expect(isAddressAllowed('8.8.8.8', false)).toBe(true);
  });
});
