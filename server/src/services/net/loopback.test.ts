import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it('knows the loopback addresses of IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      '0:0:0:0:0:0:0:1',
    ]) {
      expect(isLoopback(address), address).toBe(true);
    }
  });

  it('refuses every other address, and none', () => {
    for (const address of [
      undefined,
      '',
      '10.0.0.1',
      '192.168.1.20',
      '203.0.113.5',
      '::ffff:10.0.0.1',
      'fe80::1',
      '2001:db8::1',
      '128.0.0.1',
      'localhost',
    ]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});
