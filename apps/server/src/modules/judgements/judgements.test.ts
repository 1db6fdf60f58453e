import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@lexi/shared/messages';
import { afterAll, expect, it } from 'vitest';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { call } from '../workspaces/workspaces.fixture.ts';
import { importJudgementFolder } from './import-judgements.ts';
import { judgementIndexBuilt, searchJudgements, searchStatutes } from './judgement-search.ts';
import { STARTER_JUDGEMENTS } from './starter-corpus.ts';

const j = messages.judgements.own;

function corpusFolder(caseText: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lexi-judgements-'));
  mkdirSync(join(dir, 'casedocs'));
  mkdirSync(join(dir, 'statutes'));
  writeFileSync(
    join(dir, 'casedocs', 'F1.txt'),
    `Meera v State of Kerala\nSupreme Court of India\n\n12 March 2001\n${caseText}`,
  );
  writeFileSync(
    join(dir, 'casedocs', 'F 2.txt'),
    'Gopal v Union of India\nSupreme Court of India\n\n5 June 1999\nThe land was acquired and compensation was paid late.',
  );
  writeFileSync(
    join(dir, 'statutes', 'S9.txt'),
    'Title: Husband or relative of husband of a woman subjecting her to cruelty\nDesc: Whoever, being the husband, subjects a woman to cruelty shall be punished.',
  );
  return dir;
}

describeOnEachDatabase('the judgements corpus', (ctx) => {
  const app = () => ctx().app;
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  const get = (id: string, token?: string) =>
    call(app(), 'GET', `/api/litigation/judgements/${encodeURIComponent(id)}`, undefined, token);

  // First in the suite: no search has built the index yet, only the warm-up after start can have.
  it('builds the judgements index in the background once the app is ready', async () => {
    await app().ready();
    await app().judgementSearchWarmUp;
    expect(judgementIndexBuilt(app().deps.db)).toBe(true);
  });

  it('ships the starter corpus and shows a judgement to anyone signed in, to nobody else', async () => {
    const first = await signedInUser(ctx());
    const second = await signedInUser(ctx());
    const arnesh = STARTER_JUDGEMENTS.find((s) => s.id === 'starter-arnesh-kumar-2014');
    for (const token of [first.token, second.token]) {
      const res = await get('starter-arnesh-kumar-2014', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: j.found,
        id: 'starter-arnesh-kumar-2014',
        title: 'Arnesh Kumar v. State of Bihar',
        citation: '(2014) 8 SCC 273',
        court: 'Supreme Court of India',
        year: 2014,
        text: arnesh?.summary,
      });
    }
    expect((await get('starter-arnesh-kumar-2014')).statusCode).toBe(401);
    expect((await get('starter-arnesh-kumar-2014', 'not-a-token')).statusCode).toBe(401);
    for (const id of ['no-such-judgement', '../etc/passwd', 'bad id!', 'x'.repeat(100)]) {
      const res = await get(id, first.token);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: j.notFound });
    }
  });

  it('searches the starter corpus by jurisdiction with the matching passage', async () => {
    const db = ctx().database.db;
    const facts =
      'The police arrested my client for cruelty to his wife under Section 498A IPC without any reason.';
    const india = await searchJudgements(db, { text: facts, jurisdiction: 'IN', limit: 5 });
    expect(india[0]?.judgementId).toBe('starter-arnesh-kumar-2014');
    expect(india[0]?.passage).toMatch(/498A/);
    expect(india[0]).toMatchObject({
      citation: '(2014) 8 SCC 273',
      court: 'Supreme Court of India',
      year: 2014,
    });
    const us = await searchJudgements(db, {
      text: 'He was questioned in custody without being told he could remain silent or have an attorney.',
      jurisdiction: 'US',
      limit: 3,
    });
    expect(us[0]?.judgementId).toBe('starter-miranda-1966');
    expect(
      us.every((hit) => STARTER_JUDGEMENTS.find((s) => s.id === hit.judgementId)?.jurisdiction === 'US'),
    ).toBe(true);
    expect(await searchJudgements(db, { text: facts, limit: 0 })).toEqual([]);
  });

  it('finds the civil judgements of the starter corpus for a sale of goods gone wrong', async () => {
    const db = ctx().database.db;
    const facts =
      'Goods not of the contracted quality. The cartons delivered failed the food-grade test and the seller refused to refund the price; damages under Section 73 Indian Contract Act 1872; Section 12A Commercial Courts Act 2015.';
    const hits = await searchJudgements(db, { text: facts, jurisdiction: 'IN', limit: 8 });
    const ids = hits.map((hit) => hit.judgementId);
    expect(ids[0]).toBe('starter-murlidhar-chiranjilal-1961');
    expect(ids).toContain('starter-patil-automation-2022');
    expect(hits.find((hit) => hit.judgementId === 'starter-patil-automation-2022')).toMatchObject({
      citation: '(2022) 10 SCC 1',
      area: 'Commercial disputes: pre-institution mediation (Section 12A Commercial Courts Act 2015)',
    });
  });

  it('imports a folder, finds what it imported, and updates it on a second import', async () => {
    const db = ctx().database.db;
    const dir = corpusFolder(
      'The husband subjected the wife to cruelty for dowry and she died within seven years.',
    );
    folders.push(dir);
    expect(await importJudgementFolder(db, dir)).toEqual({ judgements: 2, statutes: 1 });
    const { token } = await signedInUser(ctx());
    const imported = (await get('F1', token)).json();
    expect(imported).toMatchObject({
      id: 'F1',
      title: 'Meera v State of Kerala',
      court: 'Supreme Court of India',
      year: 2001,
    });
    expect(imported.text).toMatch(/cruelty for dowry/);
    // A file name with a space is stored under a URL-safe id.
    expect((await get('F_2', token)).statusCode).toBe(200);

    const hits = await searchJudgements(db, {
      text: 'dowry death of a wife harassed by her husband',
      limit: 3,
    });
    expect(hits.map((h) => h.judgementId)).toContain('F1');
    const statutes = await searchStatutes(db, { text: 'my husband treats me with cruelty', limit: 2 });
    expect(statutes[0]).toMatchObject({ statuteId: 'S9' });

    // Re-import with a changed text: the row is updated, nothing duplicated, the index rebuilt.
    const changed = corpusFolder('An arbitration award on a shipping contract was set aside.');
    folders.push(changed);
    expect(await importJudgementFolder(db, changed)).toEqual({ judgements: 2, statutes: 1 });
    expect((await get('F1', token)).json().text).toMatch(/arbitration award/);
    const after = await searchJudgements(db, { text: 'arbitration award set aside', limit: 3 });
    expect(after[0]?.judgementId).toBe('F1');
    expect(after[0]?.passage).toMatch(/arbitration award/);
  });

  it('refuses a folder with nothing to import', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'lexi-judgements-empty-'));
    folders.push(empty);
    await expect(importJudgementFolder(ctx().database.db, empty)).rejects.toThrow(/nothing|no casedocs/);
  });
});
