import { describe, expect, it } from 'vitest';
import { isClientAddress, readTrustedProxies } from './trusted-proxies';

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told', () => {
    for (const setting of [undefined, '', ' ', 'false']) {
      expect(readTrustedProxies(setting)).toEqual({ ok: true, value: false });
    }
  });

  it('takes proxies by address or range, or a hop count', () => {
    expect(readTrustedProxies('10.0.0.0/8, 127.0.0.1,fd00::/8 ,::1')).toEqual({
      ok: true,
      value: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1'],
    });
    expect(readTrustedProxies('loopback,uniquelocal')).toEqual({
      ok: true,
      value: ['loopback', 'uniquelocal'],
    });
    expect(readTrustedProxies('2')).toEqual({ ok: true, value: 2 });
  });

  it('never trusts anyone at all, and names what it cannot read', () => {
    const anyone = readTrustedProxies('true');
    expect(anyone.ok).toBe(false);
    expect(!anyone.ok && anyone.problem).toMatch(/X-Forwarded-For/);
    expect(readTrustedProxies('0').ok).toBe(false);
    for (const entry of ['proxy.local', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '10.0.0/8']) {
      const reading = readTrustedProxies(`127.0.0.1,${entry}`);
      expect(reading.ok, entry).toBe(false);
      expect(!reading.ok && reading.problem).toContain(JSON.stringify(entry));
    }
  });
});

describe('a client address', () => {
  it('is an IPv4 or IPv6 address and nothing longer', () => {
    for (const address of ['203.0.113.9', '::1', '::ffff:10.0.0.1', 'fe80::1%eth0']) {
      expect(isClientAddress(address), address).toBe(true);
    }
    expect(isClientAddress('ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255')).toBe(true);
    for (const address of [
      undefined,
      '',
      'unknown',
      '203.0.113.9:443',
      ' 203.0.113.9',
      'x'.repeat(100),
      `fe80::1%${'a'.repeat(400)}`,
    ]) {
      expect(isClientAddress(address), address).toBe(false);
    }
  });
});
