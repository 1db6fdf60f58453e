import { describe, expect, it } from 'vitest';
import { casePlaces } from './case-places.ts';

const parties = ['Ravi Verma', 'Suresh Patil'];

describe('the places of a case', () => {
  it.each([
    ['Kothrud Police Station, Pune, in FIR No. 112/2025', 'Kothrud', 'Pune'],
    [
      'an FIR at Connaught Place Police Station, New Delhi under Section 420 IPC',
      'Connaught Place',
      'New Delhi',
    ],
    ['lodged at Police Station Kotwali, District Dehradun on 2 May 2024', 'Kotwali', 'Dehradun'],
    ['registered with P.S. Sitabuldi, Nagpur the same day', 'Sitabuldi', 'Nagpur'],
    ['registered at Baner Police Station, Pune District, on 3 March', 'Baner', 'Pune'],
    ['the FIR of the Kothrud Police Station, Dist. Pune', 'Kothrud', 'Pune'],
  ])('reads the police station and its district in “%s”', (text, station, district) => {
    expect(
      casePlaces(`The accused Ravi Verma travelled from Mumbai to Goa. ${text}.`, parties),
    ).toMatchObject({
      policeStation: station,
      district,
    });
  });

  it('names no district when the station is given without one, or with a word that is not a place', () => {
    expect(casePlaces('He went to Kothrud Police Station on 3 March.', parties).district).toBeNull();
    expect(casePlaces('An FIR at Kothrud Police Station, Section 420 IPC.', parties).district).toBeNull();
    expect(
      casePlaces('An FIR at Kothrud Police Station, On 3 March he was arrested.', parties).district,
    ).toBeNull();
    expect(
      casePlaces('A complaint at Kothrud Police Station, Ravi Verma said.', parties).district,
    ).toBeNull();
  });

  it('keeps the place most named in the facts apart from the district of the station', () => {
    const places = casePlaces(
      'The accused lived in Pune. He met the complainant in Pune. The FIR was registered at Sitabuldi Police Station, Nagpur.',
      parties,
    );
    expect(places).toMatchObject({ place: 'Pune', policeStation: 'Sitabuldi', district: 'Nagpur' });
  });
});
