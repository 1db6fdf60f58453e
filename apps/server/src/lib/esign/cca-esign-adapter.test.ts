import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCcaEsignAdapter, espErrorSentence } from './cca-esign-adapter.ts';
import { ASP_ID, ESP_URL, fakeEsp } from './fake-esp.fixture.ts';

const esp = await fakeEsp();
const espCertificatePem = (await import('node:fs')).readFileSync(esp.env.ESP_CERT, 'utf8');
const adapter = createCcaEsignAdapter({ espUrl: ESP_URL, aspId: ASP_ID, asp: esp.asp, espCertificatePem });
const digestHex = createHash('sha256').update('the byte ranges').digest('hex');

async function begin(transactionId = randomUUID()) {
  const step = await adapter.begin({
    transactionId,
    documentName: 'Lease & Licence <2026> (Lease.pdf)',
    byteRangeDigestHex: digestHex,
    signerHint: { name: 'Asha Rao', email: 'asha@example.in', idLastDigits: '1234' },
    responseUrl: 'http://localhost:3000/api/e_mohar/esign/callback',
    now: new Date('2026-03-01T04:30:00Z'),
  });
  if (step.kind !== 'autopost') throw new Error(`expected an auto-post step, got ${step.kind}`);
  return step;
}

describe('CCA eSign adapter', () => {
  it('posts an eSign 2.1 request, signed by the ASP, to ESP_URL', async () => {
    const txn = randomUUID();
    const step = await begin(txn);
    expect(step.action).toBe(ESP_URL);
    expect(Object.keys(step.fields).sort()).toEqual(['Content-Type', 'aspTxnID', 'eSignRequest']);
    expect(step.fields.aspTxnID).toBe(txn);
    const request = esp.readRequest(step.fields.eSignRequest ?? '');
    expect(request.attributes).toMatchObject({
      ver: '2.1',
      sc: 'Y',
      ts: '2026-03-01T10:00:00',
      txn,
      ekycIdType: 'A',
      aspId: ASP_ID,
      AuthMode: '1',
      responseSigType: 'pkcs7',
      responseUrl: 'http://localhost:3000/api/e_mohar/esign/callback',
    });
    expect(request.inputHash).toBe(digestHex);
    expect(request.docInfo).toBe('Lease & Licence <2026> (Lease.pdf)');
    expect(step.fields.eSignRequest).toContain(
      '<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>',
    );
    expect(step.fields.eSignRequest).toContain(
      '<CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>',
    );
  });

  it('a request changed after signing no longer verifies at the ESP', async () => {
    const step = await begin();
    const tampered = (step.fields.eSignRequest ?? '').replace(digestHex, 'f'.repeat(64));
    expect(() => esp.readRequest(tampered)).toThrow(/does not verify/);
  });

  it('reads a signed answer into the transaction and its PKCS#7', async () => {
    const txn = randomUUID();
    const cms = esp.pkcs7(digestHex);
    const result = await adapter.complete({ eSignResponse: esp.signedAnswer(txn, cms) });
    expect(result).toEqual({ ok: true, transactionId: txn, cmsDer: cms });
  });

  it('turns status="0" into a sentence and keeps the provider code', async () => {
    const txn = randomUUID();
    const result = await adapter.complete({
      eSignResponse: esp.errorAnswer(txn, 'ESP-123', 'User cancelled the transaction'),
    });
    expect(result).toMatchObject({
      ok: false,
      transactionId: txn,
      code: 'esign.provider_error',
      providerCode: 'ESP-123',
      message:
        'You cancelled signing at the eSign provider. Nothing was signed; start signing again from LeXi.',
    });
  });

  it('refuses an answer changed after the ESP signed it', async () => {
    const txn = randomUUID();
    const answer = esp.signedAnswer(txn, esp.pkcs7(digestHex));
    const tampered = answer.replace(`txn="${txn}"`, `txn="${randomUUID()}"`);
    const result = await adapter.complete({ eSignResponse: tampered });
    expect(result).toMatchObject({
      ok: false,
      transactionId: null,
      code: 'esign.response_forged',
      providerMessage: 'The XML signature does not verify.',
    });
  });

  it('refuses an answer signed by another key, an unsigned one, and a wrapped one', async () => {
    const txn = randomUUID();
    const cms = esp.pkcs7(digestHex);
    const otherKey = await adapter.complete({
      eSignResponse: esp.signedAnswer(txn, cms, { signWith: esp.other }),
    });
    expect(otherKey).toMatchObject({
      ok: false,
      code: 'esign.response_forged',
      providerMessage: 'The XML signature does not verify.',
    });
    const unsigned = `<EsignResp ver="2.1" status="1" txn="${txn}"><DocSignatures><DocSignature id="1">${cms.toString('base64')}</DocSignature></DocSignatures></EsignResp>`;
    expect(await adapter.complete({ eSignResponse: unsigned })).toMatchObject({
      ok: false,
      code: 'esign.response_forged',
      providerMessage: 'The XML must carry exactly one signature.',
    });
    // A genuine signed answer moved inside a forged root: the signature is no longer the root's child.
    const genuine = esp.signedAnswer(txn, cms);
    const wrapped = `<EsignResp ver="2.1" status="1" txn="${randomUUID()}"><DocSignatures><DocSignature id="1">${esp.pkcs7('0'.repeat(64)).toString('base64')}</DocSignature></DocSignatures><Wrapper>${genuine}</Wrapper></EsignResp>`;
    expect(await adapter.complete({ eSignResponse: wrapped })).toMatchObject({
      ok: false,
      code: 'esign.response_forged',
      providerMessage: 'The XML signature must be a child of the root element.',
    });
  });

  it('refuses what is not XML, a DOCTYPE, and an empty post', async () => {
    for (const eSignResponse of ['not xml <', '<!DOCTYPE x [<!ENTITY a "b">]><EsignResp/>', '']) {
      expect(await adapter.complete({ eSignResponse })).toMatchObject({
        ok: false,
        code: 'esign.response_invalid',
      });
    }
  });

  it('without ESP_CERT it reads answers without a signature check', async () => {
    const trusting = createCcaEsignAdapter({ espUrl: ESP_URL, aspId: ASP_ID, asp: esp.asp });
    const txn = randomUUID();
    const cms = esp.pkcs7(digestHex);
    const unsigned = `<EsignResp ver="2.1" status="1" txn="${txn}"><Signatures><DocSignature id="1">${cms.toString('base64')}</DocSignature></Signatures></EsignResp>`;
    expect(await trusting.complete({ eSignResponse: unsigned })).toEqual({
      ok: true,
      transactionId: txn,
      cmsDer: cms,
    });
  });

  it('words the common ESP errors for the signer', () => {
    expect(espErrorSentence('ESP-944', 'OTP validation failed')).toMatch(
      /did not accept the Aadhaar one-time code/,
    );
    expect(espErrorSentence('ESP-902', 'Request expired')).toMatch(/expired/);
    expect(espErrorSentence('ESP-999', 'Unknown error')).toBe(
      'The eSign provider could not sign the document: Unknown error (code ESP-999). Nothing was signed; start signing again from LeXi.',
    );
  });
});
