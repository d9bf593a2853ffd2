import { describe, expect, it } from 'vitest';
import { samplePart } from '../fixtures/sample';
import { mapOpenDbPart, type MapOutcome } from './index';

const map = (openDbCategory: string, n: number): MapOutcome =>
  mapOpenDbPart(openDbCategory, samplePart(openDbCategory, n));

/** A fixture part with some of its fields replaced, mapped. */
const mapChanged = (openDbCategory: string, n: number, changes: object): MapOutcome =>
  mapOpenDbPart(openDbCategory, { ...(samplePart(openDbCategory, n) as object), ...changes });

describe('case fan mapping', () => {
  it('maps a pack: size, fans per pack, ARGB, rated airflow and noise', () => {
    expect(map('CaseFan', 1)).toEqual({
      ok: true,
      part: {
        category: 'fan',
        brand: 'Lian Li',
        title: 'Lian Li UNI FAN SL120 V2 ARGB 3-pack',
        implausible: [],
        specs: { sizeMm: 120, fansPerPack: 3, argb: true, airflowCfm: 64.5, noiseDba: 31 },
      },
    });
  });

  it('takes the maximum of a ranged figure', () => {
    expect(map('CaseFan', 2)).toMatchObject({
      ok: true,
      part: { specs: { sizeMm: 140, argb: false, airflowCfm: 82.5, noiseDba: 24.6 } },
    });
  });

  it('imports a pack whose count, lighting, airflow and noise are not listed, those unknown', () => {
    expect(
      mapChanged('CaseFan', 1, {
        quantity: null,
        led: null,
        lighting: [],
        min_airflow: null,
        max_noise_level: null,
        min_noise_level: null,
      }),
    ).toMatchObject({
      ok: true,
      part: {
        implausible: [],
        specs: { sizeMm: 120, fansPerPack: null, argb: null, airflowCfm: null, noiseDba: null },
      },
    });
  });

  it('imports fans of every size, 80 mm included', () => {
    expect(map('CaseFan', 3)).toMatchObject({ ok: true, part: { specs: { sizeMm: 80 } } });
    expect(mapChanged('CaseFan', 3, { size: 200 })).toMatchObject({
      ok: true,
      part: { specs: { sizeMm: 200 } },
    });
  });

  it('skips fans that only come with a case, and 360 mm single-frame units', () => {
    expect(map('CaseFan', 4)).toEqual({ ok: false, reason: 'fan: OEM fan, not sold separately' });
    expect(mapChanged('CaseFan', 3, { size: 360 })).toEqual({
      ok: false,
      reason: 'fan: sizeMm: Too big: expected number to be <=230',
    });
  });
});

describe('monitor mapping', () => {
  it('maps a monitor, reading its inputs from the connector list', () => {
    expect(map('Monitor', 1)).toEqual({
      ok: true,
      part: {
        category: 'monitor',
        brand: 'Dell',
        title: 'Dell S2721DGF 27" 1440p 165Hz IPS',
        implausible: [],
        specs: {
          sizeInch: 27,
          resolution: '2560x1440',
          refreshHz: 165,
          panel: 'IPS',
          inputs: ['HDMI', 'DisplayPort'],
        },
      },
    });
  });

  it('reads QD-OLED as OLED and port counts when OpenDB has them', () => {
    expect(map('Monitor', 2)).toMatchObject({
      ok: true,
      part: {
        specs: { resolution: '3840x2160', panel: 'OLED', inputs: ['HDMI', 'DisplayPort', 'USB-C'] },
      },
    });
  });

  it('sells every resolution, an ultrawide 2560 × 1080 included', () => {
    expect(map('Monitor', 3)).toMatchObject({
      ok: true,
      part: { category: 'monitor', specs: { resolution: '2560x1080' } },
    });
  });

  it('imports a monitor without its panel type, the panel unknown', () => {
    expect(map('Monitor', 4)).toEqual({
      ok: true,
      part: {
        category: 'monitor',
        brand: 'AOC',
        title: 'AOC 24G2SP 24" 1080p 165Hz',
        implausible: [],
        specs: {
          sizeInch: 23.8,
          resolution: '1920x1080',
          refreshHz: 165,
          panel: null,
          inputs: ['HDMI', 'DisplayPort', 'VGA'],
        },
      },
    });
  });

  it('imports a monitor whose size, refresh rate and inputs are not listed, those unknown', () => {
    expect(
      mapChanged('Monitor', 1, { screen_size: null, refresh_rate: 0, connectors: null }),
    ).toMatchObject({
      ok: true,
      part: {
        implausible: [],
        specs: { sizeInch: null, refreshHz: null, panel: 'IPS', inputs: null },
      },
    });
  });
});

describe('operating system mapping', () => {
  it('reads the edition and the licence channel from the name', () => {
    expect(map('OS', 1)).toEqual({
      ok: true,
      part: {
        category: 'os',
        brand: 'Microsoft',
        title: 'Microsoft Windows 11 Pro | System Builder DVD',
        implausible: [],
        specs: { edition: 'Windows 11 Pro', licence: 'oem', architecture: '64-bit' },
      },
    });
    expect(map('OS', 2)).toMatchObject({
      ok: true,
      part: { specs: { edition: 'Windows 11 Home', licence: 'retail' } },
    });
  });

  it('reads server editions, and a name naming no edition or channel as it is', () => {
    expect(map('OS', 3)).toMatchObject({
      ok: true,
      part: { specs: { edition: 'Windows Server 2019 Standard', licence: 'oem' } },
    });
    const named = (name: string) =>
      mapChanged('OS', 1, { metadata: { name, manufacturer: 'Microsoft' } });
    expect(named('Microsoft Server 2019 Essentials 2CPU')).toMatchObject({
      ok: true,
      part: { specs: { edition: 'Windows Server 2019 Essentials', licence: null } },
    });
    expect(named('Microsoft Windows 11 | USB')).toMatchObject({
      ok: true,
      part: { specs: { edition: 'Windows 11', licence: 'retail' } },
    });
  });

  it('skips what is not Windows 10, 11 or Server', () => {
    expect(
      mapChanged('OS', 1, { metadata: { name: 'Office 2021', manufacturer: 'Microsoft' } }),
    ).toEqual({ ok: false, reason: 'os: Office 2021 not sold' });
  });
});

describe('accessory mapping', () => {
  it('maps keyboards, mice and headphones to accessories of their kind', () => {
    expect(map('Keyboard', 1)).toEqual({
      ok: true,
      part: {
        category: 'accessory',
        brand: 'Logitech',
        title: 'Logitech G915 TKL Lightspeed',
        implausible: [],
        specs: { kind: 'keyboard', connection: 'wireless', pcieCard: false },
      },
    });
    expect(map('Mouse', 1)).toMatchObject({
      ok: true,
      part: { specs: { kind: 'mouse', connection: 'usb' } },
    });
    expect(map('Headphones', 2)).toMatchObject({
      ok: true,
      part: { specs: { kind: 'headset', connection: 'wireless' } },
    });
  });

  it('imports a product whose connection is not listed, the connection unknown', () => {
    expect(map('Keyboard', 2)).toEqual({
      ok: true,
      part: {
        category: 'accessory',
        brand: 'Ducky',
        title: 'Ducky One 3 TKL',
        implausible: [],
        specs: { kind: 'keyboard', connection: null, pcieCard: false },
      },
    });
  });

  it('skips a product whose only connection is analogue', () => {
    expect(map('Headphones', 1)).toEqual({
      ok: false,
      reason: 'accessory: headset connection Wired 3.5mm not sold',
    });
  });
});

describe('categories we do not sell', () => {
  it('skips them by category', () => {
    expect(map('Webcam', 1)).toEqual({ ok: false, reason: 'Webcam: category not sold' });
  });
});
