import { isIP } from 'node:net';

/** Whether `address` is this machine: 127.0.0.0/8, ::1, or either mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.split('.')[0] === '127';
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/i.test(address);
}
