import type { PackageFact } from '@lexi/shared/api/case-package';
import { describe, expect, it } from 'vitest';
import { drawerFacts } from './drawer-facts.ts';
import { inCourtVoice, inNoticeVoice, inReplyVoice } from './letter-voice.ts';

const facts = (...texts: string[]): PackageFact[] =>
  texts.map((text) => ({ date: null, text, source: text, source_file: null }));
const defencesOf = (...texts: string[]) => drawerFacts(facts(...texts)).defences.map((d) => d.defence);

describe('the facts of a cheque case as the drawer reads them', () => {
  it('finds a defence only where a fact pleads it', () => {
    expect(defencesOf('Our client gave the cheque as security for future supplies.')).toEqual(['security']);
    expect(defencesOf('The accused had repaid the loan in full on 10 July 2022.')).toEqual(['paid']);
    expect(defencesOf('Nothing was due from our client when the cheque was presented.')).toEqual(['no_debt']);
    expect(defencesOf('Our client never received the notice.')).toEqual(['notice_not_received']);
    expect(defencesOf('The cheque was stolen from our client’s office.')).toEqual(['not_issued']);
    // The payee's story pleads no defence for the drawer.
    expect(
      defencesOf(
        'The accused received the notice but did not pay within fifteen days.',
        'The complainant paid the accused Rs. 5,00,000 as a loan.',
        'On 1 January 2022 Rs. 5,00,000 was paid to the accused as a hand loan.',
        'He paid nothing despite the notice.',
        'The accused never delivered the flat he promised.',
      ),
    ).toEqual([]);
  });

  it('denies the payee’s statements but not the notice, and keeps the drawer’s own telling apart', () => {
    const reading = drawerFacts(
      facts(
        'On 3 June 2022 the accused bought goods on credit.',
        'On 12 August 2022 the accused issued cheque No. 004512 for Rs. 2,50,000.',
        'The accused received the notice on 5 September 2022 but did not pay.',
        'Our client has traded with the complainant since 2015.',
      ),
    );
    expect(reading.alleged).toEqual(['On 3 June 2022 the accused bought goods on credit.']);
    expect(reading.own).toEqual(['Our client has traded with the complainant since 2015.']);
    expect(reading.complaint).toHaveLength(3);
  });

  it('speaks in each letter’s voice to the other side and in a filing’s voice to the court', () => {
    expect(inReplyVoice('The accused bought goods from the complainant.')).toBe(
      'My client bought goods from your client.',
    );
    expect(inReplyVoice('On 3 June our client paid the payee.')).toBe(
      'On 3 June my client paid your client.',
    );
    expect(inCourtVoice('Our client never received the notice.')).toBe(
      'The accused never received the notice.',
    );
    expect(inNoticeVoice('The accused Suresh Patil was a customer of the complainant.', 'Suresh Patil')).toBe(
      'You were a customer of my client.',
    );
    expect(inNoticeVoice('On 3 June the accused’s cheque was given.', 'Suresh Patil')).toBe(
      'On 3 June your cheque was given.',
    );
  });
});
