import type { GetCasePackageResponse } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { describe, expect, it } from 'vitest';
import { strategyHtml } from './case-package-documents.ts';

const strategy: GetCasePackageResponse['strategy'] = {
  issues: ['Whether Arjun Rao committed the offence under Section 420 IPC.'],
  provisions: [{ provision: 'Section 420 IPC', why: 'Cited in the facts.' }],
  arguments: [],
  counter_arguments: [],
  evidence: [],
  limitation: { rule: 'Section 514 BNSS', deadline: null, note: 'Counted from the offence.' },
  next_steps: ['File the complaint.'],
};

describe('the strategy document of the case download', () => {
  it('says a part has nothing in it, as the page does, instead of an empty heading', () => {
    const html = strategyHtml({ strategy } as GetCasePackageResponse, 'Iyer v. Rao');
    const none = `<p>${messages.litigation.own.generation.noneFound}</p>`;
    expect(html).toContain(`<h2>Evidence</h2>${none}`);
    expect(html).toContain(`<h2>Arguments</h2>${none}`);
    expect(html).toContain(`<h2>Counter-arguments</h2>${none}`);
    expect(html).toContain('<h2>Issues</h2><ol>');
    expect(html).not.toContain('<ul></ul>');
  });
});
