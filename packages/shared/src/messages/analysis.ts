import { amendmentRationales, missingReasons, riskReasons } from '../iq-reasons.ts';
import { analysisPageMessages } from './analysis-page.ts';

/** The catalogue's `analysis` area (messages.ts puts the areas together). */
export const analysisMessages = {
  analyzeFailed: 'Something went wrong while analyzing',
  negotiationFailed: 'Something went wrong during negotiation',
  uploadFailed: 'Something went wrong while uploading',
  fetchFailed: 'Something went wrong while fetching',
  analyzed: 'File analyzed successfully',
  negotiationProcessed: 'File processed for negotiation',
  uploaded: 'File uploaded successfully',
  /** LeXi IQ (ours): the analyses list, one analysis, and what can go wrong with the contract file. */
  own: {
    listed: 'Your analyses are loaded.',
    loaded: 'The analysis is loaded.',
    deleted: 'The analysis was deleted.',
    notFound: 'We could not find this analysis.',
    proposalNotFound: 'We could not find this proposal.',
    proposalAccepted: 'The change was accepted.',
    proposalRejected: 'The change was rejected.',
    partyInvalid: 'Choose party 1 or party 2.',
    deleteFailed: 'The analysis could not be deleted. Try again.',
    decideFailed: 'Your decision could not be saved. Try again.',
    partyFailed: 'The risks could not be read for that party. Try again.',
    exportFailed: 'The file could not be downloaded. Try again.',
    partyChanged: 'The risks are now read for the party you represent.',
    partyChangeTitle: 'Represent the other party?',
    partyChangeConfirm: 'Read it for this party',
    /** Before the party changes on a negotiation with decisions: which of them survive. */
    partyChangeKeeps: (decided: number) =>
      decided === 1
        ? 'LeXi reads the contract again for that party and proposes the changes it needs. Your decision is kept only if the same change is proposed again; coming back to this party later does not restore it.'
        : `LeXi reads the contract again for that party and proposes the changes it needs. Your ${decided} decisions are kept only on changes proposed again; coming back to this party later does not restore the others.`,
    notNegotiation: 'This analysis has no proposed changes. Upload the contract for negotiation to get them.',
    fileRequired: 'Choose a PDF or Word (DOCX) file to analyse.',
    fileTooLarge: 'The file is too large. The limit is 20 MB.',
    unsupportedFile:
      'This file is neither a PDF nor a Word (DOCX) file. Upload the contract as a PDF or DOCX.',
    encryptedFile: 'This PDF is protected by a password. Remove the password and upload it again.',
    unreadableFile:
      'This file is damaged or could not be read. Save it again as a PDF or DOCX and upload it.',
    tooManyPages: 'This file has too many pages to analyse (at most 2,000).',
    scannedFile:
      'This PDF is a scan without a text layer, so LeXi cannot read its words. Run it through OCR (text recognition) and upload it again.',
  },
  /** LeXi IQ's words in the browser: its pages, upload, list and the dashboard's card (ours). */
  page: analysisPageMessages,
  /** LeXi IQ's explanations of risks, missing clauses and proposed changes (ours, by CUAD category). */
  reasons: { risk: riskReasons, missing: missingReasons, amendments: amendmentRationales },
  /** LeXi IQ's words on the result page, the memo PDF and the negotiated DOCX (ours). */
  texts: {
    trackedChangeAuthor: analysisPageMessages.productName,
    memoTitle: 'Contract review memo',
    keyFacts: 'Key facts',
    notStated: 'not stated',
    score: 'Score',
    findings: 'Findings',
    missingClauses: 'Missing clauses',
    proposedChanges: 'Proposed changes',
    representedParty: 'You represent',
    /** The party as the page's selector and the memo name it: its number, and its name when read. */
    partyNamed: (n: number, parties: readonly string[]) =>
      parties[n - 1] ? `Party ${n}: ${parties[n - 1]}` : `Party ${n}`,
    scoreOutOf: (score: number) => `${score} / 100`,
    /** Under the breakdown when its points come to more than 100 (the score does not go below 0). */
    scoreFloor: (deducted: number) => `${deducted} points in all; the score stops at 0.`,
    scoreSummary: (s: { high: number; medium: number; low: number; missing: number }) =>
      `${s.high} high, ${s.medium} medium and ${s.low} low risks; ${s.missing} expected clauses missing.`,
    findingHeading: (category: string, riskName: string) => `${category} (${riskName.toLowerCase()})`,
    proposalHeading: (category: string, status: string) => `${category} (${status})`,
    keyFactLabels: {
      parties: 'Parties',
      agreement_date: 'Agreement date',
      effective_date: 'Effective date',
      expiration_date: 'Expiration date',
      governing_law: 'Governing law',
      renewal_term: 'Renewal term',
      notice_period: 'Notice period',
    },
    riskLabels: { high: 'High', medium: 'Medium', low: 'Low', none: 'None' },
    /** A finding's level as a badge or a memo's heading says it. */
    riskNames: { high: 'High risk', medium: 'Medium risk', low: 'Low risk', none: 'No risk' },
    proposalStatusLabels: { pending: 'pending', accepted: 'accepted', rejected: 'rejected' },
    kindLabels: { risk: 'Risk analysis', negotiation: 'Negotiation' },
    statusLabels: { processing: 'Analysing…', done: 'Done', failed: 'Failed' },
    emptyFile: 'This file is empty. Choose the contract again.',
  },
} as const;
