import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../lib/env';
import { oidcSettings } from '../../lib/console/session';

const envOf = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'test', ...vars });
const provider = {
  PI_OIDC_ISSUER: 'https://id.firm.example',
  PI_OIDC_CLIENT_ID: 'portfolio',
  PI_OIDC_CLIENT_SECRET: 'a client secret',
};

describe('OpenID Connect settings', () => {
  it('are on with all three variables', () => {
    expect(oidcSettings(envOf(provider))).toEqual({
      issuer: 'https://id.firm.example',
      clientId: 'portfolio',
      clientSecret: 'a client secret',
    });
  });

  it('are off with none, or with empty values', () => {
    expect(oidcSettings(envOf({}))).toBeUndefined();
    expect(
      oidcSettings(envOf({ PI_OIDC_ISSUER: '', PI_OIDC_CLIENT_ID: '', PI_OIDC_CLIENT_SECRET: '' })),
    ).toBeUndefined();
  });

  it('refuse half a provider, without showing the secret', () => {
    const { PI_OIDC_CLIENT_ID: _id, ...withoutId } = provider;
    expect(() => envOf(withoutId)).toThrow(EnvError);
    expect(() => envOf(withoutId)).toThrow(/PI_OIDC_ISSUER .*set all three or none/);
    expect(() => envOf({ PI_OIDC_CLIENT_SECRET: 'a client secret' })).not.toThrow(/a client secret/);
    expect(() => envOf({ ...provider, PI_OIDC_ISSUER: 'ftp://id.firm.example' })).toThrow(/PI_OIDC_ISSUER/);
  });
});
