import { describe, expect, it } from 'vitest';
import { openingOf } from './key-facts-dates.ts';
import { contractParties, letteredParties, type Party, partiesOf, partyLabel } from './key-facts-parties.ts';

const names = (parties: Party[]) => parties.map((p) => p.name);

describe('the parties', () => {
  it('starts a name after the title in capitals or a letter salutation', () => {
    const aduro = partiesOf(
      'Exhibit 10.7 CONSULTING AGREEMENT Aduro Biotech, Inc. ("Aduro") and IREYA B.V., a Dutch company ("Consultant").',
    );
    expect(names(aduro)).toEqual(['Aduro Biotech, Inc.', 'IREYA B.V.']);
    const afsala = partiesOf('Ladies and Gentlemen: AFSALA Bancorp, Inc. (the "Company") hereby confirms');
    expect(names(afsala)).toEqual(['AFSALA Bancorp, Inc.']);
  });

  it('takes the party, not the person "represented by" whom it signs', () => {
    const parties = partiesOf(
      'Aduro Biotech, Inc., with a place of business at 740 Heinz Avenue, Berkeley, CA 94710 (“Aduro”) and IREYA B.V having an address at Staalwijkstraat 16, 2313 XR Leiden, the Netherlands, represented by Andrea van Elsas, (“Consultant”) agree to all terms',
    );
    expect(names(parties)).toEqual(['Aduro Biotech, Inc.', 'IREYA B.V']);
  });

  it('reads only the opening, not the defined terms of the recitals and clauses after it', () => {
    const text = `${'SUPPLY AGREEMENT between Acme Inc. ("Supplier") and Birch Ltd. ("Buyer"). '.repeat(4)}WHEREAS the Securities and Exchange Commission ("SEC") requires it.`;
    expect(names(partiesOf(openingOf(text)))).toEqual(['Acme Inc.', 'Birch Ltd.']);
  });

  it('stops at the definitions: a term the contract defines is not a party', () => {
    // No recitals: the opening runs on into the definitions.
    const text =
      'CO-BRANDING AGREEMENT This Agreement is made by and between Amazon.com Commerce Services, Inc., a Delaware corporation ("ACSI"), and Audible Inc. a Delaware corporation ("Company"). ACSI and Company agree as follows: Section 1. Definitions. "ACSI Competitor" means such entities as the Parties may agree. "Company Content" shall mean the content of Company and ACSI ("Licensed Content").';
    expect(names(partiesOf(openingOf(text)))).toEqual(['Amazon.com Commerce Services, Inc.', 'Audible Inc.']);
  });

  it('keeps a place\'s "and" and a bracket inside a name: "England and Wales", "(UK) Ltd."', () => {
    const dialog = partiesOf(
      'is made as of November 6, 2016 (the "Effective Date") by and between Dialog Semiconductor (UK) Ltd., a corporation organized under the laws of England and Wales, having its principal office at Reading, United Kingdom ("DIALOG") and Energous Corporation, a Delaware corporation ("ENERGOUS").',
    );
    expect(names(dialog)).toEqual(['Dialog Semiconductor (UK) Ltd.', 'Energous Corporation']);
    const caribe = partiesOf(
      'between Caribe Ltd., organised under the laws of Trinidad and Tobago ("Caribe") and Acme Inc. ("Acme")',
    );
    expect(names(caribe)).toEqual(['Caribe Ltd.', 'Acme Inc.']);
  });

  it('keeps the terms the contract calls each party by, all of those given together', () => {
    const parties = partiesOf(
      'is made as of 31 October 2019 by and between Premier Nutrition Company, LLC, a Delaware limited liability company ("Buyer" or "PNC"), and Fonterra (USA) Inc., a California corporation (hereinafter indistinctly referred to as "Fonterra" and/or "Supplier") (each a "Party", collectively "Parties").',
    );
    expect(parties).toEqual([
      { name: 'Premier Nutrition Company, LLC', terms: ['Buyer', 'PNC'] },
      { name: 'Fonterra (USA) Inc.', terms: ['Fonterra', 'Supplier'] },
    ]);
    expect(parties.map(partyLabel)).toEqual([
      'Premier Nutrition Company, LLC ("Buyer", "PNC")',
      'Fonterra (USA) Inc. ("Fonterra", "Supplier")',
    ]);
    expect(partyLabel({ name: 'Acme Inc.', terms: [] })).toBe('Acme Inc.');
  });

  it('keeps a company form that an address with a bracket follows, and drops a clause number', () => {
    const parties = partiesOf(
      'by and between (1) Anixa Biosciences, Inc., a Delaware corporation ("Anixa"), and (2) OntoChem GmbH, a German limited liability company, located at Blücherstr. 24, D-06120 Halle (Saale), Germany ("OntoChem").',
    );
    expect(names(parties)).toEqual(['Anixa Biosciences, Inc.', 'OntoChem GmbH']);
  });

  it('takes no prose, quotation or regulator before a quoted term for a party', () => {
    const parties = partiesOf(
      'Acme Inc. ("Acme") has filed it with the Securities and Exchange Commission ("SEC") under the Code and the Treasury regulations thereunder ("Code"), at prices that are ("not to exceed") the list, for a casual-style puzzle game. ("Product")',
    );
    expect(names(parties)).toEqual(['Acme Inc.']);
  });

  it('finds the preamble after a cover page and a table of contents', () => {
    const contents = Array.from({ length: 120 }, (_, i) => `${i + 1}. Heading number ${i + 1} ${i + 3}`).join(
      '\n',
    );
    const text = `MASTER AGREEMENT\n\nTABLE OF CONTENTS\n${contents}\n\nThis Master Agreement (this "Agreement") is entered into as of May 1, 2019 by and between Commnet Wireless, LLC, a Delaware limited liability company ("Vendor"), and AT&T Mobility LLC ("AT&T").\n\nWHEREAS Acme Inc. ("Other") is not a party.`;
    expect(contractParties(text)).toEqual([
      { name: 'Commnet Wireless, LLC', terms: ['Vendor'] },
      { name: 'AT&T Mobility LLC', terms: ['AT&T'] },
    ]);
  });

  it('reads the parties of a cover page when no preamble gives them terms', () => {
    const text =
      'Exhibit 10.2\n\nCO-PROMOTION AGREEMENT\n\nby and between\n\nDOVA PHARMACEUTICALS, INC.\n\nand\n\nVALEANT PHARMACEUTICALS NORTH AMERICA LLC\n\nSeptember 26, 2018\n\nTABLE OF CONTENTS\n';
    expect(names(contractParties(text))).toEqual([
      'DOVA PHARMACEUTICALS, INC.',
      'VALEANT PHARMACEUTICALS NORTH AMERICA LLC',
    ]);
    // Names without a company form on a cover page could be anything: none is taken.
    expect(contractParties('SUPPLY AGREEMENT\n\nbetween\n\nThe Seller\n\nand\n\nThe Buyer\n\n')).toEqual([]);
  });
  it('goes back to "between" when the last "and" opens a description, not a name', () => {
    const parties = partiesOf(
      'by and between Document Security Systems, Inc., a corporation organized and existing under the laws of the State of New York ("DSS"), and HotApp International Ltd., a corporation organized and existing under the laws of Hong Kong ("Developer").',
    );
    expect(parties).toEqual([
      { name: 'Document Security Systems, Inc.', terms: ['DSS'] },
      { name: 'HotApp International Ltd.', terms: ['Developer'] },
    ]);
  });

  it('skips the general partner a party is "represented herein by", and the term all parties share', () => {
    const parties = partiesOf(
      'BETWEEN: MEDIALINX INTERACTIVE, L.P., represented herein by its general partner MediaLinx Interactive Inc. a corporation of Ontario (hereinafter called "MLX", or "Party") - and - HEALTHCENTRAL.COM INC. (hereinafter called "HCI")',
    );
    expect(parties).toEqual([
      { name: 'MEDIALINX INTERACTIVE, L.P.', terms: ['MLX'] },
      { name: 'HEALTHCENTRAL.COM INC.', terms: ['HCI'] },
    ]);
  });

  it('reads the parties called "Party A" and "Party B", each once', () => {
    const text =
      'Cooperation Agreement\n\nParty A: Beike Internet (Beijing) Security Technology Co., Ltd.\n\nParty B: Baidu Online Network Technology (Beijing) Co., Ltd.\n\nThis Agreement is executed by and between the parties below (hereinafter referred to as "PRC"):\n\nParty A: Beike Internet Security Technology Co., Ltd.\nAddress: Beijing';
    expect(contractParties(text)).toEqual([
      { name: 'Beike Internet (Beijing) Security Technology Co., Ltd.', terms: ['Party A'] },
      { name: 'Baidu Online Network Technology (Beijing) Co., Ltd.', terms: ['Party B'] },
    ]);
    // One lettered party alone is a heading, not the parties.
    expect(letteredParties('Party A: Acme Co., Ltd.\n')).toEqual([]);
  });
});
