import { readFileSync } from 'node:fs';
import type { ClauseModel } from '../../ai/iq/clause-model.ts';
import { CUAD_CLAUSE_CATEGORIES } from '../../ai/iq/cuad-categories.ts';
import { presentClauses, scoreContract } from '../../ai/iq/find-clauses.ts';
import { extractKeyFacts } from '../../ai/iq/key-facts.ts';
import { splitSentences } from '../../ai/iq/sentences.ts';
import {
  DENSE_USE,
  DENSE_USES,
  type DenseUse,
  FOLDS,
  FoldedTraining,
  foldOf,
} from '../../ai/iq/train/cross-validation.ts';
import { prepareCuadContract } from '../../ai/iq/train/prepare-cuad.ts';
import { FeatureIndex } from '../../ai/iq/train/training-set.ts';
import { documentText } from '../../lib/document-text/document-text.ts';
import type { EvalSet } from '../eval-set.ts';
import { type CuadContract, readCuadFolder } from './cuad-data.ts';
import { type KeyFactsCase, type KeyFactsReport, keyFactsReport, keyFactsSummary } from './cuad-key-facts.ts';
import {
  type ContractOutcome,
  macroF1ByThreshold,
  type PresenceReport,
  presenceReport,
  type SpanReport,
  spanReport,
} from './cuad-metrics.ts';

export type CuadReport = {
  mode: 'shipped model' | '5-fold cross-validation';
  source: 'text' | 'pdf';
  presence: PresenceReport;
  /**
   * With `--cv`: presence under the same folds' models without the document-level models (whose
   * log-odds the shipped contract-level stage reads as one more feature): the pipeline before them,
   * measured in the same run for comparison.
   */
  presence_without_document?: PresenceReport;
  /**
   * With `--cv --dense-variants`: the shipped pipeline with each other use of the dense scorers over
   * the sentence vectors (cross-validation.ts, DenseUse), on the same folds in the same run.
   */
  dense_variants?: Partial<Record<DenseUse, { presence: PresenceReport; spans: SpanReport }>>;
  /** Presence macro-F1 had one threshold been used for every category, for reading the choice made. */
  presence_macro_f1_by_threshold: Record<string, number>;
  spans: SpanReport;
  /** The key facts against CUAD's fact labels (rules, nothing trained; cuad-key-facts.ts). */
  key_facts: KeyFactsReport;
  contracts: number;
  skipped_label_rows: number;
};

/**
 * The lowest probability a sentence needs to be a candidate in the precision/recall sweep: low, so
 * that the candidates together recall as much as the model can. (At 0.001 the sharper models of the
 * AdaGrad step 0.3 left the candidates only 82 % recall, close to the 80 % the sweep reads at.)
 */
const SWEEP_FLOOR = 0.0001;

async function contractText(contract: CuadContract, fromPdf: boolean): Promise<string> {
  if (!fromPdf || contract.pdfPath === undefined) return readFileSync(contract.textPath, 'utf8');
  return (await documentText(new Uint8Array(readFileSync(contract.pdfPath)))).text;
}

function outcomeOf(contract: CuadContract, text: string, model: ClauseModel): ContractOutcome {
  const sentences = splitSentences(text);
  const { candidates, evidence } = scoreContract(text, model, sentences, undefined, SWEEP_FLOOR);
  const present = presentClauses(candidates, model, evidence);
  const reported = new Set([...present.values()].flat());
  return {
    truth: new Set(CUAD_CLAUSE_CATEGORIES.filter((c) => contract.labels[c].answer.toLowerCase() === 'yes')),
    predicted: new Set(present.keys()),
    found: candidates.map((span) => ({
      category: span.category,
      text: text.slice(span.start, span.end),
      // Ranked across categories by the ranking probability (span-ranking.ts).
      confidence: span.rank,
      accepted: reported.has(span),
    })),
    marked: CUAD_CLAUSE_CATEGORIES.flatMap((category) =>
      contract.labels[category].spans.map((text) => ({ category, text })),
    ),
    units: sentences.map((range) => text.slice(range.start, range.end)),
  };
}

/**
 * `cuad`: LeXi IQ's clause finder on a CUAD-format folder. By default the shipped model scores every
 * contract (fair only on contracts it was not trained on); `--cv` trains afresh in 5 folds and scores
 * each contract with the model that did not see it; `--pdf` reads the folder's PDFs through the
 * upload path (lib/document-text) instead of the `.txt` files, for the contracts that have one.
 */
export const cuadSet: EvalSet<CuadReport> = {
  description: 'CUAD contract review: clause presence per category and clause spans (LeXi IQ)',
  flags: {
    pdf: 'read the PDFs in pdf/ through the real extraction path (only contracts with a PDF)',
    cv: 'train and score in 5 folds (cross-validation) instead of using the shipped model',
    'dense-variants': 'with --cv, also measure the other uses of the dense scorers on the same folds',
    ...Object.fromEntries(
      DENSE_USES.map((use) => [`dense-${use}`, `with --cv, also measure the dense scorers' use "${use}"`]),
    ),
  },
  async evaluate(dataDir, log, flags) {
    const fromPdf = flags.has('pdf');
    const { contracts: all, skipped } = readCuadFolder(dataDir);
    const contracts = fromPdf ? all.filter((c) => c.pdfPath !== undefined) : all;
    log(`${contracts.length} contracts, ${skipped.length} label rows without a text skipped`);
    const outcomes: ContractOutcome[] = [];
    const withoutDocument: ContractOutcome[] = [];
    const variants = DENSE_USES.filter(
      (use) => use !== DENSE_USE && (flags.has('dense-variants') || flags.has(`dense-${use}`)),
    );
    const variantOutcomes = new Map<DenseUse, ContractOutcome[]>(variants.map((use) => [use, []]));
    const facts: KeyFactsCase[] = [];
    for (const contract of contracts) {
      const text = await contractText(contract, fromPdf);
      facts.push({ name: contract.name, labels: contract.labels, facts: extractKeyFacts(text) });
    }
    if (flags.has('cv')) {
      const index = new FeatureIndex();
      const prepared = all.map((contract) => prepareCuadContract(contract, index));
      const training = new FoldedTraining(prepared, index.names(), log);
      for (let fold = 0; fold < FOLDS; fold += 1) {
        const { model, withDocument } = training.tunedPairWithout([fold], `fold ${fold + 1}`);
        const held = all.filter((c, i) => foldOf(i) === fold && contracts.includes(c));
        for (const contract of held) {
          const text = await contractText(contract, fromPdf);
          outcomes.push(outcomeOf(contract, text, withDocument));
          withoutDocument.push(outcomeOf(contract, text, model));
        }
        for (const use of variants) {
          const variant = training.tunedPairWithout([fold], `fold ${fold + 1}`, use).withDocument;
          for (const contract of held)
            variantOutcomes
              .get(use)
              ?.push(outcomeOf(contract, await contractText(contract, fromPdf), variant));
        }
        log(`fold ${fold + 1}/${FOLDS}: ${held.length} contracts scored`);
      }
    } else {
      const { cuadModel } = await import('../../ai/iq/cuad-model.ts');
      for (const contract of contracts) {
        outcomes.push(outcomeOf(contract, await contractText(contract, fromPdf), cuadModel));
      }
    }
    return {
      mode: flags.has('cv') ? '5-fold cross-validation' : 'shipped model',
      source: fromPdf ? 'pdf' : 'text',
      presence: presenceReport(outcomes),
      ...(withoutDocument.length > 0 ? { presence_without_document: presenceReport(withoutDocument) } : {}),
      ...(variants.length > 0
        ? {
            dense_variants: Object.fromEntries(
              [...variantOutcomes].map(([use, list]) => [
                use,
                { presence: presenceReport(list), spans: spanReport(list) },
              ]),
            ),
          }
        : {}),
      presence_macro_f1_by_threshold: macroF1ByThreshold(outcomes, [0.3, 0.5, 0.6, 0.7, 0.8, 0.9]),
      spans: spanReport(outcomes),
      key_facts: keyFactsReport(facts),
      contracts: outcomes.length,
      skipped_label_rows: skipped.length,
    };
  },
  summarise(report) {
    const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
    const lagging = Object.entries(report.presence.categories)
      .filter(([, s]) => s.support > 0)
      .sort((a, b) => a[1].f1 - b[1].f1)
      .slice(0, 8)
      .map(([name, s]) => `${name} ${s.f1.toFixed(2)} (${s.support})`);
    const p80 = report.spans.precision_at_recall_80;
    const without = report.presence_without_document;
    return [
      `CUAD (${report.mode}, ${report.source}): ${report.contracts} contracts`,
      `presence macro-F1 ${report.presence.macro_f1.toFixed(3)} (P ${report.presence.macro_precision.toFixed(3)}, R ${report.presence.macro_recall.toFixed(3)})`,
      `spans precision ${pct(report.spans.precision)}, recall ${pct(report.spans.recall)}, precision at 80% recall ${p80 === null ? 'n/a (recall never reaches 80%)' : pct(p80)} (all candidates recall ${pct(report.spans.candidate_recall)}, sentences at best ${pct(report.spans.oracle_recall)})`,
      ...(without === undefined
        ? []
        : [
            `without the document-level models (same folds, for comparison): presence macro-F1 ${without.macro_f1.toFixed(3)} (P ${without.macro_precision.toFixed(3)}, R ${without.macro_recall.toFixed(3)})`,
          ]),
      ...Object.entries(report.dense_variants ?? {}).map(
        ([use, v]) =>
          `dense scorers "${use}" (same folds): presence macro-F1 ${v.presence.macro_f1.toFixed(3)} (P ${v.presence.macro_precision.toFixed(3)}, R ${v.presence.macro_recall.toFixed(3)}), spans ${pct(v.spans.precision)} · ${pct(v.spans.recall)}, at 80% recall ${v.spans.precision_at_recall_80 === null ? 'n/a' : pct(v.spans.precision_at_recall_80)}`,
      ),
      `presence macro-F1 by one threshold: ${JSON.stringify(report.presence_macro_f1_by_threshold)}`,
      `lagging categories (F1, support): ${lagging.join('; ')}`,
      ...keyFactsSummary(report.key_facts),
    ];
  },
};
