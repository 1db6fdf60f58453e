import { X509Certificate } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { buildCmsSignedData } from '../signing/cms-signed-data.ts';
import { signingFixture } from '../signing/signing.fixture.ts';
import type { SigningIdentity } from '../signing/signing-identity.ts';

/**
 * A stand-in eSign Service Provider for tests, written against the CCA eSign API 2.1 with
 * xml-crypto and @xmldom directly (not with LeXi's helpers): it reads and verifies the ASP's signed
 * request, and answers with an EsignResp signed by its own key, carrying a PKCS#7 made for a signer
 * whose certificate a test CA issued.
 */
export const ESP_URL = 'https://esp.example.test/esign/2.1/signdoc';
export const ASP_ID = 'LEXI-TEST-ASP';
const ASP_P12_PASSWORD = 'asp-p12-password';

const pem = (der: Buffer) => new X509Certificate(der).toString();

function writeP12(identity: SigningIdentity, password: string): Buffer {
  const key = forge.pki.privateKeyFromPem(identity.privateKeyPem);
  const certificate = forge.pki.certificateFromAsn1(
    forge.asn1.fromDer(identity.certificateDer.toString('binary')),
  );
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

export interface EspRequest {
  readonly txn: string;
  readonly aspId: string;
  readonly responseUrl: string;
  readonly inputHash: string;
  readonly attributes: Record<string, string>;
  readonly docInfo: string;
}

export async function fakeEsp() {
  const fixture = await signingFixture();
  const directory = await mkdtemp(join(tmpdir(), 'lexi-fake-esp-'));
  const asp = fixture.signer('LeXi ASP', 'asp@lexi.test');
  const esp = fixture.signer('Test eSign Service Provider', 'esp@esp.example.test');
  const aspP12 = join(directory, 'asp.p12');
  const espCert = join(directory, 'esp.cert.pem');
  await writeFile(aspP12, writeP12(asp, ASP_P12_PASSWORD));
  await writeFile(espCert, pem(esp.certificateDer));

  const env = {
    ESP_URL,
    ASP_ID,
    ASP_P12: aspP12,
    ASP_P12_PASSWORD,
    ESP_CERT: espCert,
  };

  /** Verifies the request's XML signature with the ASP's certificate and reads it. */
  function readRequest(eSignRequest: string): EspRequest {
    const document = new DOMParser().parseFromString(eSignRequest, 'text/xml');
    const root = document.documentElement;
    if (root?.localName !== 'Esign') throw new Error('not an Esign request');
    const signature = document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
    if (!signature) throw new Error('the request is not signed');
    const verifier = new SignedXml({ publicCert: pem(asp.certificateDer) });
    verifier.loadSignature(signature);
    if (!verifier.checkSignature(eSignRequest)) throw new Error('the request signature does not verify');
    const hash = root.getElementsByTagName('InputHash')[0];
    const attributes: Record<string, string> = {};
    for (const attribute of Array.from(root.attributes)) attributes[attribute.name] = attribute.value;
    return {
      txn: root.getAttribute('txn') ?? '',
      aspId: root.getAttribute('aspId') ?? '',
      responseUrl: root.getAttribute('responseUrl') ?? '',
      inputHash: hash?.textContent ?? '',
      docInfo: hash?.getAttribute('docInfo') ?? '',
      attributes,
    };
  }

  /** The PKCS#7 the ESP makes for the signer over a digest. */
  function pkcs7(digestHex: string, signerName = 'Asha Rao'): Buffer {
    const identity = fixture.ca.issueSignerCertificate({ commonName: signerName, validityMinutes: 30 });
    return buildCmsSignedData({ digest: Buffer.from(digestHex, 'hex'), identity, signingTime: new Date() });
  }

  function signResponse(xml: string, key: SigningIdentity = esp): string {
    const signer = new SignedXml({
      privateKey: key.privateKeyPem,
      publicCert: pem(key.certificateDer),
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    signer.addReference({
      xpath: '/*',
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      isEmptyUri: true,
    });
    signer.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
    return signer.getSignedXml();
  }

  /** A signed status="1" answer carrying the PKCS#7. */
  function signedAnswer(txn: string, cms: Buffer, options: { signWith?: SigningIdentity } = {}): string {
    const xml = `<EsignResp ver="2.1" status="1" ts="2026-01-01T10:00:00" txn="${txn}" resCode="R${txn.slice(0, 8)}" errCode="NA" errMsg="NA"><UserX509Certificate>${'A'.repeat(8)}</UserX509Certificate><DocSignatures><DocSignature id="1" sigHashAlgorithm="SHA256">${cms.toString('base64')}</DocSignature></DocSignatures></EsignResp>`;
    return signResponse(xml, options.signWith);
  }

  /** A signed status="0" answer. */
  function errorAnswer(txn: string, errCode: string, errMsg: string): string {
    return signResponse(
      `<EsignResp ver="2.1" status="0" ts="2026-01-01T10:00:00" txn="${txn}" resCode="NA" errCode="${errCode}" errMsg="${errMsg}"/>`,
    );
  }

  return {
    env,
    asp,
    esp,
    ca: fixture.ca,
    readRequest,
    pkcs7,
    signedAnswer,
    errorAnswer,
    signResponse,
    other: fixture.signer('Someone Else', 'x@y.test'),
  };
}
