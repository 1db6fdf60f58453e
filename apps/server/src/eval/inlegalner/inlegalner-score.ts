import { normaliseName } from '../../ai/litigation/party-names.ts';

/** Set precision, recall and F1 summed over documents (micro-averaged). */
export type Prf = {
  precision: number;
  recall: number;
  f1: number;
  true_positives: number;
  predicted: number;
  gold: number;
};

export class SetScore {
  private tp = 0;
  private predicted = 0;
  private gold = 0;

  /** Adds one document: names are compared after normalising case, spaces and punctuation. */
  add(predicted: readonly string[], gold: readonly string[]): { missed: string[]; extra: string[] } {
    const p = new Set(predicted.map(normaliseName).filter((n) => n !== ''));
    const g = new Set(gold.map(normaliseName).filter((n) => n !== ''));
    const hits = [...p].filter((n) => g.has(n));
    this.tp += hits.length;
    this.predicted += p.size;
    this.gold += g.size;
    return { missed: [...g].filter((n) => !p.has(n)), extra: [...p].filter((n) => !g.has(n)) };
  }

  result(): Prf {
    const precision = this.predicted === 0 ? 0 : this.tp / this.predicted;
    const recall = this.gold === 0 ? 0 : this.tp / this.gold;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { precision, recall, f1, true_positives: this.tp, predicted: this.predicted, gold: this.gold };
  }
}

/** Share of documents with a label where the prediction equals one of the labels (normalised). */
export class Accuracy {
  private correct = 0;
  private labelled = 0;
  /** Whether the last labelled document added was right (for a verbose run). */
  lastCorrect = false;

  add(predicted: string | null, gold: readonly string[]): void {
    if (gold.length === 0) return;
    this.labelled += 1;
    const p = predicted === null ? '' : normaliseName(predicted);
    this.lastCorrect = p !== '' && gold.some((g) => normaliseName(g) === p);
    if (this.lastCorrect) this.correct += 1;
  }

  /** null when no document of the set carries this label. */
  result(): { accuracy: number | null; labelled: number } {
    return { accuracy: this.labelled === 0 ? null : this.correct / this.labelled, labelled: this.labelled };
  }
}
