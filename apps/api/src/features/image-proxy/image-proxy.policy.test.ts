import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { checkAddress, isLocalName } from './image-proxy.policy';
import { parseTargetUrl } from './image-proxy.validators';

describe('image proxy address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:10.0.0.1', 'private'],
    ['[::ffff:192.168.0.1]', 'private'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['::7f00:1', 'non-global'],
    ['fec0::1', 'deprecatedSiteLocal'],
    // The number forms a browser or getaddrinfo would read as 127.0.0.1.
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['example.com', 'not an IP'],
    ['999.1.1.1', 'not an IP'],
    ['', 'not an IP'],
  ])('refuses %s (%s)', (address, why) => {
    const verdict = checkAddress(address);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toContain(why);
  });

  it.each([
    ['8.8.8.8', '8.8.8.8', 4],
    ['93.184.215.14', '93.184.215.14', 4],
    ['172.32.0.1', '172.32.0.1', 4],
    ['100.128.0.1', '100.128.0.1', 4],
    ['2606:4700::1111', '2606:4700::1111', 6],
    ['[2a00:1450:4001:82b::200e]', '2a00:1450:4001:82b::200e', 6],
    ['::ffff:8.8.8.8', '8.8.8.8', 4],
  ])('allows the public address %s', (address, normalised, family) => {
    expect(checkAddress(address)).toEqual({ allowed: true, address: normalised, family });
  });

  it('knows local names without asking DNS', () => {
    for (const name of ['localhost', 'LOCALHOST.', 'api.localhost', 'intranet', 'router']) {
      expect(isLocalName(name)).toBe(true);
    }
    for (const name of ['example.com', 'cdn.shop.co.ke', '127.0.0.1', '[::1]', '::1']) {
      expect(isLocalName(name)).toBe(false);
    }
  });
});

describe('image proxy target URLs', () => {
  const own = ['shop.example.co.ke'];
  const refusal = (raw: unknown) => {
    try {
      parseTargetUrl(raw, own);
    } catch (error) {
      if (error instanceof HttpError)
        return { status: error.status, code: error.code, message: error.message };
      throw error;
    }
    return null;
  };

  it('turns every number form of an IPv4 address into dotted form before the policy looks', () => {
    for (const host of ['2130706433', '0x7f000001', '0177.0.0.1', '127.1', '0x7f.1', '017700000001']) {
      expect(parseTargetUrl(`http://${host}/a.png`, own).hostname).toBe('127.0.0.1');
    }
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['not a url', 'valid absolute URL'],
    ['/uploads/images/a.png', 'valid absolute URL'],
    ['file:///etc/passwd', 'Only http and https'],
    ['ftp://example.com/a.png', 'Only http and https'],
    ['gopher://example.com:70/_x', 'Only http and https'],
    ['data:image/png;base64,iVBORw0KGgo=', 'Only http and https'],
    ['javascript:alert(1)', 'Only http and https'],
    ['http://user:pw@example.com/a.png', 'credentials'],
    ['http://user@example.com/a.png', 'credentials'],
    ['http://example.com:22/a.png', 'standard web ports'],
    ['https://example.com:6379/a.png', 'standard web ports'],
    ['https://SHOP.example.co.ke./a.png', 'loaded directly'],
    [`https://example.com/${'a'.repeat(2100)}`, 'longer than'],
  ])('refuses %s with a 400', (raw, message) => {
    expect(refusal(raw)).toMatchObject({
      status: 400,
      code: 'invalid_url',
      message: expect.stringContaining(message),
    });
  });

  it('refuses local names with a 403 and accepts ordinary image addresses', () => {
    expect(refusal('http://localhost/a.png')).toMatchObject({ status: 403, code: 'address_refused' });
    expect(refusal('http://intranet/a.png')).toMatchObject({ status: 403, code: 'address_refused' });
    expect(parseTargetUrl('https://example.com:443/a.png?x=1', own).href).toBe(
      'https://example.com/a.png?x=1',
    );
    expect(parseTargetUrl('http://example.com:80/a.png', own).href).toBe('http://example.com/a.png');
  });
});
