import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readPkcs12Identity } from '../signing/pkcs12-identity.ts';
import type { SigningKeys } from '../signing/signing-keys.ts';
import { createCcaEsignAdapter } from './cca-esign-adapter.ts';
import type { EsignProvider } from './esign-provider.ts';
import type { EspConfig } from './esp-config.ts';
import { createSandboxEsignProvider } from './sandbox-esign-provider.ts';

async function readConfiguredFile(path: string, variable: string, what: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`The ${what} file ${path} (${variable}) does not exist.`);
    throw new Error(`The ${what} file ${path} (${variable}) cannot be read (${code ?? 'unknown error'}).`);
  }
}

/**
 * The provider of Aadhaar e-mohar: the CCA adapter when an ESP is configured (its ASP key and the
 * ESP certificate are read now, so a broken file stops the start with a sentence), else the sandbox.
 */
export async function loadEsignProvider(
  esp: EspConfig | undefined,
  signing: SigningKeys,
): Promise<EsignProvider> {
  if (!esp) return createSandboxEsignProvider(signing);
  const p12 = await readConfiguredFile(esp.aspP12, 'ASP_P12', 'ASP signing certificate');
  const asp = readPkcs12Identity(p12, esp.aspP12Password, `${esp.aspP12} (ASP_P12)`, {
    passwordVariable: 'ASP_P12_PASSWORD',
  });
  let espCertificatePem: string | undefined;
  if (esp.espCert) {
    const pem = await readConfiguredFile(esp.espCert, 'ESP_CERT', 'eSign provider certificate');
    try {
      espCertificatePem = new X509Certificate(pem).toString();
    } catch {
      throw new Error(
        `The eSign provider certificate ${esp.espCert} (ESP_CERT) is not a PEM X.509 certificate.`,
      );
    }
  }
  return createCcaEsignAdapter({
    espUrl: esp.url,
    aspId: esp.aspId,
    asp,
    ...(espCertificatePem ? { espCertificatePem } : {}),
  });
}
