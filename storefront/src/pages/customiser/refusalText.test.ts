import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRefusal } from '@pcshop/stores';
import { checkCompatibility } from '@pcshop/stores/domain';
import * as real from '../../../../stores/src/domain/compatibility/fixtures';
import { refusalText } from './refusalText';

const catalogue = JSON.parse(
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../locales/en-GB/customiser.json',
    ),
    'utf8',
  ),
) as Record<string, unknown>;

let t: TFunction<'customiser'>;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-GB',
    ns: ['customiser'],
    defaultNS: 'customiser',
    resources: { 'en-GB': { customiser: catalogue } },
  });
  t = i18n.getFixedT('en-GB', 'customiser');
});

const issues = checkCompatibility([real.ryzen7800x3d, real.magB660mMortarDdr4]);
const refusal = (status: number, code: string, fields = {}) =>
  new ApiRefusal({ status, code, message: code, fields });
const text = (failure: unknown, action: 'save' | 'cart') =>
  refusalText(t, failure, { action, issues, locale: 'en-GB' });

describe('refusalText', () => {
  it('names the broken rules of an incompatible build, in the words of the action', () => {
    const failure = refusal(422, 'incompatible_build', { rules: ['cpu_socket_mismatch'] });
    const cart = text(failure, 'cart');
    expect(cart).toMatch(/^We can't add this build to your cart/);
    expect(cart).toContain('AM5');
    expect(text(failure, 'save')).toMatch(/^We can't save this build/);
  });

  it('says a customer has too many drafts, and an address too many assemblies', () => {
    expect(text(refusal(409, 'too_many_drafts'), 'save')).toBe(
      'You already have 50 saved builds. Delete one in your account to save another.',
    );
    expect(text(refusal(429, 'rate_limited'), 'cart')).toMatch(/^You've added many/);
    expect(text(new Error('offline'), 'cart')).toMatch(/^We couldn't add your build/);
  });
});
