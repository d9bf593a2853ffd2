import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no configuration on the embedded database', () => {
    const config = loadConfig({});
    expect(config.databaseKind).toBe('pglite');
    expect(config.PORT).toBe(3000);
    expect(config.pgliteDir.endsWith('/var/db')).toBe(true);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost:5432/test' }).databaseKind).toBe(
      'postgres',
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ EDITION_DOMAINS: '{"rigsmith.fr":"xx"}' })).toThrow(
      /EDITION_DOMAINS/,
    );
  });

  it('reads the domain map of editions', () => {
    expect(loadConfig({ EDITION_DOMAINS: '{"rigsmith.fr":"fr"}' }).EDITION_DOMAINS).toEqual({
      'rigsmith.fr': 'fr',
    });
  });
});
