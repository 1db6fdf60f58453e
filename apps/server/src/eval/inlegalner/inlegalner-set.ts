import { extractCaseNumber, extractCourt } from '../../ai/litigation/caption-court.ts';
import { extractCaptionParties } from '../../ai/litigation/caption-parties.ts';
import type { EvalSet } from '../eval-set.ts';
import { readPreambles } from './inlegalner-data.ts';
import { Accuracy, type Prf, SetScore } from './inlegalner-score.ts';

export type InLegalNerReport = {
  petitioner: Prf;
  respondent: Prf;
  court_accuracy: number | null;
  case_number_accuracy: number | null;
  documents: number;
  court_labelled: number;
  case_number_labelled: number;
};

const pct = (v: number | null) => (v === null ? 'n/a (no labels)' : `${(v * 100).toFixed(1)} %`);
const prf = (s: Prf) =>
  `P ${s.precision.toFixed(3)}  R ${s.recall.toFixed(3)}  F1 ${s.f1.toFixed(3)}  (${s.true_positives}/${s.predicted} found, ${s.gold} labelled)`;

/**
 * InLegalNER preambles: the case wizard's party extraction (petitioner/complainant/appellant and
 * respondent/accused/opposite party), court and case number, against the lawyers' labels.
 */
export const inlegalnerSet: EvalSet<InLegalNerReport> = {
  description: 'Parties (petitioner / respondent), court and case number from judgement preambles',
  flags: { verbose: 'print every missed or extra party' },
  async evaluate(dataDir, log, flags) {
    const preambles = await readPreambles(dataDir);
    const petitioner = new SetScore();
    const respondent = new SetScore();
    const court = new Accuracy();
    const caseNumber = new Accuracy();
    for (const doc of preambles) {
      const parties = extractCaptionParties(doc.text);
      const p = petitioner.add(parties.petitioners, doc.petitioners);
      const r = respondent.add(parties.respondents, doc.respondents);
      const foundCourt = extractCourt(doc.text);
      court.add(foundCourt, doc.courts);
      if (flags.has('verbose') && doc.courts.length > 0 && !court.lastCorrect) {
        log(`${doc.id}: court ${JSON.stringify(foundCourt)} labelled ${JSON.stringify(doc.courts[0])}`);
      }
      caseNumber.add(extractCaseNumber(doc.text), doc.caseNumbers);
      if (flags.has('verbose') && p.missed.length + p.extra.length + r.missed.length + r.extra.length > 0) {
        log(`${doc.id}: P missed ${JSON.stringify(p.missed)} extra ${JSON.stringify(p.extra)}`);
        log(`${doc.id}: R missed ${JSON.stringify(r.missed)} extra ${JSON.stringify(r.extra)}`);
      }
    }
    const courtResult = court.result();
    const numberResult = caseNumber.result();
    return {
      petitioner: petitioner.result(),
      respondent: respondent.result(),
      court_accuracy: courtResult.accuracy,
      case_number_accuracy: numberResult.accuracy,
      documents: preambles.length,
      court_labelled: courtResult.labelled,
      case_number_labelled: numberResult.labelled,
    };
  },
  summarise(report) {
    return [
      `InLegalNER preambles: ${report.documents} documents`,
      `petitioner  ${prf(report.petitioner)}`,
      `respondent  ${prf(report.respondent)}`,
      `court accuracy        ${pct(report.court_accuracy)} of ${report.court_labelled}`,
      `case number accuracy  ${pct(report.case_number_accuracy)} of ${report.case_number_labelled}`,
    ];
  },
};
