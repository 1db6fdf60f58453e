import type { DraftKind, PackageFact, PackageStrategy } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { isProcedureProvision } from '../litigation/cited-provisions.ts';
import { usStateIn } from '../litigation/us-states.ts';
import { type CaseInput, sidesOf } from './case-input.ts';
import type { CasePlaces } from './case-places.ts';
import type { ChequeCase } from './cheque-case.ts';
import { chequeDrafts, type OwnDraft } from './cheque-drafts.ts';
import type { CivilClaim } from './civil-claim.ts';
import { IN_CIVIL_DRAFTS } from './civil-draft-parts.ts';
import type { CivilDraftWriter } from './civil-draft-writer.ts';
import { UK_CIVIL_DRAFTS } from './civil-drafts-uk.ts';
import { US_CIVIL_DRAFTS } from './civil-drafts-us.ts';
import type { Forum } from './civil-forum.ts';
import { criminalClosing } from './draft-declarations.ts';
import { factLines } from './draft-facts.ts';
import { h, ol, p, strongP, ul } from './draft-html.ts';

export type GeneratedDraft = { kind: DraftKind; title: string; html: string };

const CIVIL_DRAFT_WRITERS: Record<Jurisdiction, CivilDraftWriter> = {
  IN: IN_CIVIL_DRAFTS,
  US: US_CIVIL_DRAFTS,
  UK: UK_CIVIL_DRAFTS,
};

/**
 * Which drafts fit the side and the case type (issue 15); protest petitions exist in India only.
 * A cheque case's drafts are its own (`chequeDrafts`).
 */
export function draftKindsFor(input: CaseInput, jurisdiction: Jurisdiction): DraftKind[] {
  if (input.caseType === 'Criminal') {
    if (input.representing === 'victim') {
      return jurisdiction === 'IN'
        ? ['complaint', 'protest_petition', 'bail_objection']
        : ['complaint', 'bail_objection'];
    }
    return jurisdiction === 'IN'
      ? ['bail_application', 'anticipatory_bail_application']
      : ['bail_application'];
  }
  return input.representing === 'victim' ? ['legal_notice', 'plaint'] : ['reply_notice', 'written_statement'];
}

const TITLES: Record<DraftKind, Record<Jurisdiction, string>> = {
  complaint: {
    IN: 'Complaint under Section 223 of the Bharatiya Nagarik Suraksha Sanhita, 2023',
    US: 'Criminal Complaint: Statement of the Victim',
    UK: 'Statement of Complaint to the Police',
  },
  protest_petition: {
    IN: 'Protest Petition against the Police Report under Section 193 BNSS',
    US: 'Protest Petition',
    UK: 'Protest Petition',
  },
  bail_objection: {
    IN: 'Objection to the Bail Application of the Accused',
    US: 'Victim’s Statement Opposing Pretrial Release (18 U.S.C. § 3771)',
    UK: 'Representations Opposing Bail (Bail Act 1976, Schedule 1)',
  },
  bail_application: {
    IN: 'Application for Regular Bail under Sections 480 and 483 BNSS',
    US: 'Motion for Pretrial Release under 18 U.S.C. § 3142',
    UK: 'Application for Bail (Bail Act 1976, s. 4)',
  },
  anticipatory_bail_application: {
    IN: 'Application for Anticipatory Bail under Section 482 BNSS',
    US: 'Application for Anticipatory Bail',
    UK: 'Application for Anticipatory Bail',
  },
  legal_notice: { IN: 'Legal Notice', US: 'Demand Letter', UK: 'Letter before Claim' },
  plaint: {
    IN: 'Plaint under Order VII Rule 1 of the Code of Civil Procedure, 1908',
    US: 'Complaint (Federal Rules of Civil Procedure, Rule 8, or the state’s equivalent)',
    UK: 'Particulars of Claim (CPR Part 16)',
  },
  reply_notice: {
    IN: 'Reply to Legal Notice',
    US: 'Response to Demand Letter',
    UK: 'Response to Letter before Claim',
  },
  written_statement: {
    IN: 'Written Statement under Order VIII of the Code of Civil Procedure, 1908',
    US: 'Answer and Affirmative Defenses (Federal Rules of Civil Procedure, Rules 8 and 12, or the state’s equivalent)',
    UK: 'Defence (CPR Part 15)',
  },
};

export type DraftContext = {
  input: CaseInput;
  jurisdiction: Jurisdiction;
  facts: readonly PackageFact[];
  /** The wizard's allegations that the facts do not tell already (see allegationsBeyondFacts). */
  allegations: readonly string[];
  strategy: PackageStrategy;
  /** The provisions the case invokes (each once), of which a prayer names the offences. */
  provisions: readonly string[];
  places: CasePlaces;
  /** The civil claim whose sum, demand and legal basis the civil drafts state (null: criminal). */
  claim: CivilClaim | null;
  forum: Forum;
  /** A cheque-dishonour case (Section 138 NI Act), whose drafts are its own; else null. */
  cheque: ChequeCase | null;
};

/** A draft's title: its own make's, else its kind's in the jurisdiction. */
const titleOf = (kind: DraftKind, ctx: DraftContext, own?: OwnDraft) =>
  own?.title ?? TITLES[kind][ctx.jurisdiction];

/**
 * Where the court sits: the district of the FIR's police station, else a blank to fill. Never a
 * place the facts name: "travelled from Pune to Delhi" says nothing of the court.
 */
const courtSeat = (ctx: DraftContext) => ctx.places.district ?? '[place]';

/** Where the draft is signed: the court's seat when known, else where the facts happened. */
const signedAt = (ctx: DraftContext) => ctx.places.district ?? ctx.places.place ?? '[place]';

/** The court of the caption, else the court the procedure names at the court's seat. */
function courtLine(ctx: DraftContext, kind: DraftKind, own?: OwnDraft): string {
  if (own?.court) return own.court;
  if (ctx.places.court) return `In the ${ctx.places.court.replace(/\n/g, ' ')}`;
  const at = courtSeat(ctx);
  const criminal = ctx.input.caseType === 'Criminal';
  if (ctx.jurisdiction === 'IN') {
    if (kind === 'bail_application' || kind === 'anticipatory_bail_application')
      return `In the Court of the Sessions Judge, ${at}`;
    return criminal
      ? `In the Court of the Judicial Magistrate First Class, ${at}`
      : `In the Court of the Civil Judge, ${at}`;
  }
  if (ctx.jurisdiction === 'UK')
    return criminal ? `In the Magistrates' Court at ${at}` : `In the County Court at ${at}`;
  if (criminal) return `In the Criminal Court, ${at}`;
  // A US civil action: the state's trial court, in the county where it is brought.
  const state = usStateIn(ctx.facts.map((f) => f.text).join('\n')) ?? '[State]';
  return `In the [name of the court], [county] County, ${state}`;
}

function parties(ctx: DraftContext): string[] {
  const s = sidesOf(ctx.input);
  const criminal = ctx.input.caseType === 'Criminal';
  return [
    `${s.claimant} … ${criminal ? 'Complainant' : ctx.jurisdiction === 'UK' ? 'Claimant' : 'Plaintiff'}`,
    'Versus',
    `${s.defendant} … ${criminal ? 'Accused' : 'Defendant'}`,
  ];
}

/** What the other side's letter is called: a legal notice in India, a letter elsewhere. */
const letterWord = (ctx: DraftContext) => (ctx.jurisdiction === 'IN' ? 'notice' : 'letter');

/** Whose allegations a draft sets out: its own side's, or those its side answers. */
const allegationsHeading = (ctx: DraftContext) =>
  ctx.input.representing === 'victim' ? 'Allegations' : `Allegations against ${sidesOf(ctx.input).ours}`;

/**
 * The allegations the facts do not tell, after the facts (none: nothing): under their own heading
 * in a pleading; a notice has no headings, so its own side's go on as numbered paragraphs after
 * the facts, and a reply introduces the other side's in a sentence.
 */
function allegationsPart(kind: DraftKind, ctx: DraftContext, own?: OwnDraft): string {
  const allegations = own?.allegations ?? ctx.allegations;
  if (allegations.length === 0 || kind === 'legal_notice') return '';
  if (kind === 'reply_notice')
    return (
      p(`Your ${letterWord(ctx)} further alleges the following, each of which is denied:`) + ul(allegations)
    );
  return h(3, allegationsHeading(ctx)) + ul(allegations);
}

/** The numbered paragraphs of a letter: its facts, and in a legal notice its further allegations. */
function numbered(kind: DraftKind, ctx: DraftContext, own?: OwnDraft): string {
  if (own?.facts !== undefined) return own.facts;
  if (kind !== 'legal_notice') return ol(factLines(ctx.facts));
  return ol([...factLines(ctx.facts), ...ctx.allegations]);
}

function prayer(kind: DraftKind, ctx: DraftContext): string {
  const s = sidesOf(ctx.input);
  // The offences of the case, never the procedure by which the Court is moved.
  const sections = ctx.provisions.filter((x) => !isProcedureProvision(x)).join('; ');
  switch (kind) {
    case 'complaint':
      // Outside India the victim reports; the police and the prosecutor charge.
      if (ctx.jurisdiction !== 'IN')
        return `${s.claimant} asks that the offences under ${sections || 'the applicable law'} be investigated and that ${s.defendant} be charged and prosecuted according to law.`;
      return `It is prayed that the Court take cognizance of the offences under ${sections || 'the applicable provisions'}, summon ${s.defendant} and try and punish the accused according to law.`;
    case 'protest_petition':
      return `It is prayed that the Court reject the police report, take cognizance of the offences under ${sections || 'the applicable provisions'} or direct further investigation, and proceed against ${s.defendant}.`;
    case 'bail_objection':
      if (ctx.jurisdiction === 'US')
        return `It is asked that ${s.defendant} not be released pending trial, or, if released, only on conditions that protect ${s.claimant} and the witnesses, including no contact with them.`;
      return `It is prayed that the bail application of ${s.defendant} be rejected, or, if bail is granted, that it be on conditions protecting ${s.claimant} and the witnesses.`;
    case 'bail_application':
      return `It is prayed that ${s.defendant} be released on bail on such conditions as the Court deems fit; the applicant undertakes to attend every date and not to contact any witness.`;
    case 'anticipatory_bail_application':
      return `It is prayed that in the event of arrest ${s.defendant} be released on bail, on such conditions as the Court deems fit.`;
    case 'plaint':
      return `It is prayed that a decree be passed in favour of ${s.claimant} and against ${s.defendant}, with costs and interest, and such further relief as the Court deems fit.`;
    case 'written_statement':
      return `It is prayed that the suit against ${s.defendant} be dismissed with costs.`;
    case 'legal_notice':
      return `You are called upon to ${ctx.claim?.sum ? `pay my client ${ctx.claim.sum.text} with interest` : "comply with my client's demand"} within 15 days of receiving this notice, failing which my client ${s.ours} will take legal proceedings against you at your risk as to costs.`;
    case 'reply_notice':
      return `My client ${s.ours} denies every allegation of your ${letterWord(ctx)} not admitted here; your demand is without basis and any proceedings will be defended at your risk as to costs.`;
  }
}

/** How the civil drafts of the case's jurisdiction are written (null: a criminal case). */
const writerOf = (ctx: DraftContext): CivilDraftWriter | null =>
  ctx.input.caseType === 'Criminal' ? null : CIVIL_DRAFT_WRITERS[ctx.jurisdiction];

/** A letter: the legal notice (demand letter, letter before claim) or the reply to one. */
function letter(kind: 'legal_notice' | 'reply_notice', ctx: DraftContext, own?: OwnDraft): string {
  const s = sidesOf(ctx.input);
  const writer = writerOf(ctx);
  const input = ctx.claim && { claim: ctx.claim, strategy: ctx.strategy, forum: ctx.forum };
  const claim = writer && input && (kind === 'legal_notice' ? writer.notice(input) : writer.reply(input));
  return [
    h(1, titleOf(kind, ctx, own)),
    p(`To: ${s.theirs}`),
    p(`Under instructions from and on behalf of my client ${s.ours}, I address you as follows:`),
    numbered(kind, ctx, own),
    allegationsPart(kind, ctx, own),
    ...(claim ?? []),
    ...(own?.parts ?? []),
    own ? p(own.prayer) : kind === 'reply_notice' || !claim ? p(prayer(kind, ctx)) : '',
    p(`Place: ${signedAt(ctx)}`),
    p('Date: [date]'),
    strongP(writer ? writer.signature(s.ours) : `Advocate for ${s.ours}`),
  ].join('');
}

function body(kind: DraftKind, ctx: DraftContext, own?: OwnDraft): string {
  if (kind === 'legal_notice' || kind === 'reply_notice') return letter(kind, ctx, own);
  const s = sidesOf(ctx.input);
  const facts = factLines(ctx.facts);
  const writer = writerOf(ctx);
  const input = ctx.claim && { claim: ctx.claim, strategy: ctx.strategy, forum: ctx.forum };
  const plaint = writer && input && kind === 'plaint' ? writer.pleading(input) : null;
  const answer = writer && input && kind === 'written_statement' ? writer.defence(input) : null;
  // A pleading whose own parts state the claim lists no grounds unless its jurisdiction does so.
  const grounds =
    own?.grounds ??
    ((plaint ?? answer) && writer && !writer.grounds
      ? []
      : [
          ...ctx.strategy.arguments,
          ...ctx.strategy.provisions.slice(0, 6).map((x) => `${x.provision}: ${x.why}`),
        ]);
  const opening = writer ? writer.opening : ctx.jurisdiction === 'IN' ? 'MOST RESPECTFULLY SHOWETH:' : null;
  const station =
    ctx.places.policeStation && (own?.station ?? true)
      ? p(`Police Station: ${ctx.places.policeStation}`)
      : '';
  const closing =
    writer && (kind === 'plaint' || kind === 'written_statement')
      ? writer.closing(kind, s.ours)
      : criminalClosing(kind, ctx.jurisdiction, s.ours);
  return [
    h(2, courtLine(ctx, kind, own)),
    ...(writer?.caption ?? []).map(p),
    ...parties(ctx).map(p),
    station,
    h(1, titleOf(kind, ctx, own)),
    opening ? strongP(opening) : '',
    own?.facts ?? h(3, 'Facts') + ol(facts),
    allegationsPart(kind, ctx, own),
    ...(plaint?.parts ?? []),
    ...(answer?.parts ?? []),
    ...(own?.parts ?? []),
    grounds.length ? h(3, kind === 'written_statement' ? 'Reply and defences' : 'Grounds') + ul(grounds) : '',
    h(3, 'Prayer'),
    p(plaint?.prayer ?? answer?.prayer ?? own?.prayer ?? prayer(kind, ctx)),
    p(`Place: ${signedAt(ctx)}`),
    p('Date: [date]'),
    closing,
  ].join('');
}

/** The drafts for the case, filled with its names, dates (in the facts), places and sections. */
export function caseDrafts(ctx: DraftContext): GeneratedDraft[] {
  if (ctx.cheque)
    return chequeDrafts(ctx, ctx.cheque).map((own) => ({
      kind: own.kind,
      title: own.title,
      html: own.html ?? body(own.kind, ctx, own),
    }));
  return draftKindsFor(ctx.input, ctx.jurisdiction).map((kind) => ({
    kind,
    title: titleOf(kind, ctx),
    html: body(kind, ctx),
  }));
}
