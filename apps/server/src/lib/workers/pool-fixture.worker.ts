import { AppError } from '../app-error.ts';

/** A task module for the pool's tests: each input asks for one behaviour, good or hostile. */
export type FixtureInput =
  | { do: 'echo'; value: string; delayMs?: number }
  | { do: 'grow' }
  | { do: 'spin' }
  | { do: 'refuse' }
  | { do: 'exit' };

export default async function fixtureTask(input: FixtureInput): Promise<string> {
  switch (input.do) {
    case 'echo':
      if (input.delayMs) await new Promise((resolve) => setTimeout(resolve, input.delayMs));
      return input.value.toUpperCase();
    case 'grow': {
      // Holds ever more small objects on the heap, as a parser building a huge model would.
      const kept: object[] = [];
      for (;;) kept.push({ n: kept.length, text: `cell ${kept.length}` });
    }
    case 'spin':
      for (;;) Math.random();
    case 'refuse':
      throw new AppError('fixture.refused', 422, 'The fixture refuses.', { fields: { file: 'No.' } });
    case 'exit':
      process.exit(3);
  }
}
