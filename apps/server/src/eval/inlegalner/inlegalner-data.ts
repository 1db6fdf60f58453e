import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** One preamble of InLegalNER's Label Studio export, with the labels this set scores. */
export type Preamble = {
  id: string;
  text: string;
  petitioners: string[];
  respondents: string[];
  courts: string[];
  caseNumbers: string[];
};

const labelStudioItem = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  data: z.object({ text: z.string() }),
  annotations: z
    .array(
      z.object({
        result: z.array(
          z.object({
            value: z.object({ text: z.string(), labels: z.array(z.string()) }).partial({ labels: true }),
          }),
        ),
      }),
    )
    .default([]),
});

/** Reads `preambles.json` of a folder in the published format. */
export async function readPreambles(dataDir: string): Promise<Preamble[]> {
  const raw: unknown = JSON.parse(await readFile(join(dataDir, 'preambles.json'), 'utf8'));
  const items = z.array(labelStudioItem).parse(raw);
  return items.map((item, index) => {
    const labelled = (label: string) =>
      (item.annotations[0]?.result ?? [])
        .filter((r) => r.value.labels?.includes(label))
        .map((r) => r.value.text);
    return {
      id: String(item.id ?? index),
      text: item.data.text,
      petitioners: labelled('PETITIONER'),
      respondents: labelled('RESPONDENT'),
      courts: labelled('COURT'),
      caseNumbers: labelled('CASE_NUMBER'),
    };
  });
}
