import { describe, expect, it } from 'vitest';
import { cpuModelKey } from './cpuPerformance';
import { cleanText, videoPortsFromText } from './fields';
import { gpuChipsetEntry } from './gpuPerformance';

describe('CPU model keys', () => {
  it.each([
    ['AMD Ryzen™ 5 7500F', 'Ryzen 5 7500F'],
    ['AMD Ryzen 7 7800X3D OEM/Tray', 'Ryzen 7 7800X3D'],
    ['AMD Ryzen 7 PRO 7745', 'Ryzen 7 PRO 7745'],
    ['Intel Core i9-14900KF', 'Core i9-14900K'],
    ['Intel Core i5 12400F', 'Core i5-12400'],
    ['Intel Core i9 13900KS', 'Core i9-13900KS'],
    ['Intel Core Ultra 7 265KF', 'Core Ultra 7 265K'],
    ['Intel Core Ultra 5 250K Plus', 'Core Ultra 5 250K Plus'],
  ])('%s → %s', (name, key) => {
    expect(cpuModelKey(name)).toBe(key);
  });

  it('has none for other families', () => {
    expect(cpuModelKey('AMD Athlon 3000G')).toBeNull();
  });
});

describe('GPU chipset lookup', () => {
  it('ignores LHR and GDDR6X reissue marks', () => {
    expect(gpuChipsetEntry('GeForce RTX 3070 LHR', 8)?.key).toBe('GeForce RTX 3070');
    expect(gpuChipsetEntry('GeForce RTX 3060 Ti GDDR6X', 8)?.key).toBe('GeForce RTX 3060 Ti');
  });

  it('has no entry for a chipset outside the table', () => {
    expect(gpuChipsetEntry('Quadro K4000', 3)).toBeNull();
  });
});

describe('video ports in text', () => {
  it('counts a monitor USB-C input and ignores DisplayPort alt mode as a separate port', () => {
    expect(videoPortsFromText(['1 x HDMI 2.1', '1 x Type-C (DP alt.)'], 'named')).toEqual([
      'HDMI',
      'USB-C',
    ]);
  });

  it('ignores data-only USB-C ports on a motherboard', () => {
    expect(
      videoPortsFromText(['2 x USB Type-C 10Gbps', '1 x D-Sub port'], 'with-displayport'),
    ).toEqual(['VGA']);
  });
});

describe('text cleaning', () => {
  it('drops trademark signs and collapses spaces', () => {
    expect(cleanText('  AMD Ryzen™  5\t7600 ')).toBe('AMD Ryzen 5 7600');
  });
});
