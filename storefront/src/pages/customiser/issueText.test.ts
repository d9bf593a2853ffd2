import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCompatibility, ruleCodes, type Build } from '@pcshop/stores/domain';
import * as real from '../../../../stores/src/domain/compatibility/fixtures';
import { issueText } from './issueText';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../locales',
);
const locales = ['en-US', 'en-GB', 'fr-FR', 'it', 'es-ES', 'de-DE'] as const;

type Catalogue = { rules: Record<string, string> };
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(localesDir, locale, 'customiser.json'), 'utf8')) as Catalogue;

/** Real parts that break every rule between them (as in the domain's own tests), plus 2 × RTX 4090 on 550 W. */
const brokenBuilds: Build[] = [
  [
    real.coolerMasterNr200p,
    real.ryzen7800x3d,
    real.magB660mMortarDdr4,
    real.noctuaNhD15,
    real.vengeanceDdr5_32,
  ],
  [
    real.corsair4000DAirflow,
    real.times(real.barracuda2tb, 3),
    real.times(real.samsung870Evo1tb, 3),
    real.asusDrw24d5mt,
  ],
  [
    real.coolerMasterNr200p,
    real.rogStrixRtx4090,
    real.liquidFreezer3_420,
    real.corsairCx550,
    real.dellE2216hv,
  ],
  [
    real.strixB650EI,
    real.times(real.samsung990Pro2tb, 3),
    real.times(real.vengeanceDdr5_32, 2),
    real.rtx4090Fe,
    real.archerTx3000e,
  ],
  [
    real.corsair4000DAirflow,
    real.strixB650EI,
    real.times(real.arcticP12, 8),
    real.times(real.arcticP14, 5),
    real.times(real.arcticP12Argb3Pack, 2),
  ],
  [real.corei5_14400f, real.noctuaNhD15],
  [real.ryzen7800x3d, real.noctuaNhL9i17xx],
  [real.ryzen7800x3d, real.strixB650A, real.times(real.rtx4090Fe, 2), real.corsairCx550],
];
const issues = brokenBuilds.flatMap((build) => checkCompatibility(build));
const placeholders = (template: string) =>
  [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();

const translators = new Map<string, TFunction<'customiser'>>();
beforeAll(async () => {
  for (const locale of locales) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: locale,
      resources: { [locale]: { customiser: catalogue(locale) } },
      ns: ['customiser'],
      defaultNS: 'customiser',
      interpolation: { escapeValue: false },
    });
    translators.set(locale, instance.getFixedT(locale, 'customiser'));
  }
});

describe('compatibility messages', () => {
  it('are exercised for every rule code', () => {
    expect(ruleCodes.filter((code) => !issues.some((issue) => issue.code === code))).toEqual([]);
  });

  for (const locale of locales) {
    it(`name every parameter of every rule, formatted for ${locale}`, () => {
      const t = translators.get(locale)!;
      const rules = catalogue(locale).rules;
      const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
      for (const issue of issues) {
        // Every parameter the rule gives is named by the message, and nothing else.
        expect(placeholders(rules[issue.code]!), issue.code).toEqual(
          Object.keys(issue.params).sort(),
        );
        const text = issueText(t, issue, locale);
        expect(text, issue.code).not.toMatch(/\{\{|\}\}|undefined|NaN/);
        for (const value of Object.values(issue.params)) {
          const shown = Array.isArray(value)
            ? list.format(
                value.map((item) => (typeof item === 'number' ? number.format(item) : item)),
              )
            : typeof value === 'number'
              ? number.format(value)
              : value;
          expect(text, `${issue.code} in ${locale}`).toContain(shown);
        }
      }
    });
  }

  it('names the radiator size and lists the case mounts in the shopper’s language', () => {
    const radiator = issues.find((issue) => issue.code === 'radiator_not_supported')!;
    expect(issueText(translators.get('en-GB')!, radiator, 'en-GB')).toContain(
      'has a 420 mm radiator, but Cooler Master MasterBox NR200P mounts',
    );
    expect(issueText(translators.get('fr-FR')!, radiator, 'fr-FR')).toMatch(
      /un radiateur de 420 mm.* accepte les radiateurs de [\d, ]+ et \d+ mm/,
    );
  });

  it('writes thousands the local way, not the English way', () => {
    const underpowered = issues.find(
      (issue) => issue.code === 'psu_underpowered' && Number(issue.params.recommendedW) >= 1000,
    )!;
    const watts = Number(underpowered.params.recommendedW);
    const en = issueText(translators.get('en-GB')!, underpowered, 'en-GB');
    const de = issueText(translators.get('de-DE')!, underpowered, 'de-DE');
    const fr = issueText(translators.get('fr-FR')!, underpowered, 'fr-FR');
    expect(en).toContain(`${Math.floor(watts / 1000)},${String(watts % 1000).padStart(3, '0')} W`);
    expect(de).toContain(`${Math.floor(watts / 1000)}.${String(watts % 1000).padStart(3, '0')} W`);
    expect(fr).toContain(
      `${Math.floor(watts / 1000)}\u202f${String(watts % 1000).padStart(3, '0')} W`,
    );
    expect(de).not.toContain(`${Math.floor(watts / 1000)},`);
  });
});
