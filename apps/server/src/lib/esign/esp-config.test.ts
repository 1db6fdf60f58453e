import { describe, expect, it } from 'vitest';
import { espConfig } from './esp-config.ts';

describe('ESP configuration', () => {
  it('none of the variables: the built-in sandbox', () => {
    expect(espConfig({})).toBeUndefined();
  });

  it('all three: the eSign Service Provider', () => {
    expect(
      espConfig({
        ESP_URL: 'https://esp.example/esign',
        ASP_ID: 'ASP1',
        ASP_P12: '/keys/asp.p12',
        ESP_CERT: '/keys/esp.pem',
      }),
    ).toEqual({
      url: 'https://esp.example/esign',
      aspId: 'ASP1',
      aspP12: '/keys/asp.p12',
      aspP12Password: '',
      espCert: '/keys/esp.pem',
    });
  });

  it('some but not all: a sentence naming what is missing', () => {
    expect(() => espConfig({ ESP_URL: 'https://esp.example/esign', ASP_ID: 'ASP1' })).toThrow(
      'ESP: ESP_URL, ASP_ID are set but ASP_P12 is missing. Set ESP_URL, ASP_ID and ASP_P12 together to sign with an eSign Service Provider, or none of them to use the built-in sandbox.',
    );
    expect(() => espConfig({ ESP_CERT: '/keys/esp.pem' })).toThrow(
      'ESP_URL and ASP_ID and ASP_P12 are missing',
    );
  });

  it('in production the ESP must be reached over https', () => {
    expect(() =>
      espConfig({
        NODE_ENV: 'production',
        ESP_URL: 'http://esp.example/esign',
        ASP_ID: 'A',
        ASP_P12: '/k.p12',
      }),
    ).toThrow('must be reached over https://');
  });

  it("in production the ESP's certificate is required", () => {
    const env = {
      NODE_ENV: 'production',
      ESP_URL: 'https://esp.example/esign',
      ASP_ID: 'A',
      ASP_P12: '/k.p12',
    };
    expect(() => espConfig(env)).toThrow("give the eSign Service Provider's certificate");
    expect(espConfig({ ...env, ESP_CERT: '/keys/esp.pem' })?.espCert).toBe('/keys/esp.pem');
  });
});
