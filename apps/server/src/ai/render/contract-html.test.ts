import { describe, expect, it } from 'vitest';
import { draftContract } from '../builtin/draft-contract.ts';
import { draftInput } from '../test/draft-fixtures.ts';

describe('the contract HTML', () => {
  it('escapes user text, so a script in a name stays text', () => {
    const draft = draftContract(
      draftInput(
        'india',
        'non_disclosure',
        { special_terms: 'Pay <b>"now"</b> & later' },
        {
          name1: '<script>alert("x")</script>',
          address1: '<img src=x onerror=alert(1)>',
        },
      ),
    );
    expect(draft.html).not.toContain('<script');
    expect(draft.html).not.toContain('<img');
    expect(draft.html).toContain('<strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</strong>');
    expect(draft.html).toContain('Pay &lt;b&gt;&quot;now&quot;&lt;/b&gt; &amp; later');
    expect(draft.text).toContain('<script>alert("x")</script>');
  });

  it('uses only semantic elements, with no inline style', () => {
    const { html } = draftContract(draftInput('us', 'software_licence'));
    const tags = new Set([...html.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]));
    expect([...tags].sort()).toEqual(['h1', 'h2', 'li', 'ol', 'p', 'strong', 'table', 'tbody', 'td', 'tr']);
    expect(html).not.toMatch(/style=/);
    expect(html).toMatch(/^<h1>Software License Agreement<\/h1>/);
    expect(html).toContain('<h2>1. Definitions and Interpretation</h2>');
    expect(html).toContain('<p>1.1 In this Agreement');
  });

  it('renders the same clauses in the HTML and the text', () => {
    const draft = draftContract(draftInput('uk', 'employment'));
    for (const section of draft.sections) {
      for (const clause of section.clauses) expect(draft.text).toContain(`${clause.number} ${clause.text}`);
    }
    expect(draft.html.match(/<h2>/g)?.length).toBe(draft.sections.length + 2);
  });
});
