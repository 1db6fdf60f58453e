/**
 * LeXi IQ's words in the browser (ours, not the spec's): the start page, the upload, the analyses
 * list, one analysis and the dashboard's card. The catalogue's `analysis` area holds them as `page`.
 */
export const analysisPageMessages = {
  productName: 'LeXi IQ',
  pageTitle: (fileName: string) => `${fileName} · LeXi IQ`,
  intro: 'Contract risk analysis and negotiation, read from the side you represent.',
  tryAgain: 'Try again',
  upload: {
    /** The upload card's title, and the dashboard card's way to it. */
    title: 'Analyse a contract',
    description:
      "LeXi reads the contract, finds its clauses and tells you what to watch for. Nothing leaves LeXi's server.",
    kindLabel: 'What should LeXi do?',
    riskDescription: 'Findings, risk levels, missing clauses and a score.',
    negotiationDescription: 'The same, plus proposed changes you can accept and export.',
    dropHint: 'Drag and drop the contract here (PDF or Word DOCX, at most 20 MB), or',
    chooseFile: 'Choose a file',
    analysing: 'Analysing the contract…',
    analyse: 'Analyse',
    negotiate: 'Negotiate',
  },
  list: {
    title: 'Your analyses',
    loading: 'Loading your analyses',
    emptyTitle: 'No analyses yet',
    emptyText:
      'Upload a contract above: LeXi lists its risks, the clauses it lacks and, for a negotiation, the changes to ask for.',
    deleteLabel: (fileName: string) => `Delete the analysis of ${fileName}`,
    deleteTitle: 'Delete this analysis?',
    /** Around the file's name, which the dialog sets in bold. */
    deleteText: {
      before: 'The analysis of',
      after: 'and its decisions are deleted for good. The contract file itself is not kept by LeXi IQ.',
    },
    deleteButton: 'Delete analysis',
  },
  result: {
    back: 'All analyses',
    loading: 'Loading the analysis',
    notFoundText: 'It may have been deleted. Upload the contract again from LeXi IQ.',
    stillReading: 'LeXi is still reading this contract.',
    exportDocx: 'Export DOCX',
    memoPdf: 'Memo PDF',
    /** The downloads' names: the uploaded file's name without its extension, then what it is. */
    negotiatedFileName: (base: string) => `${base} (negotiated).docx`,
    memoFileName: (base: string) => `${base} (memo).pdf`,
    contractFallbackName: 'Contract',
    contractHeading: 'The contract',
    /** After a finding's passage was shown: back to the finding's button (on a phone, far above). */
    backToFinding: (category: string) => `Back to the finding: ${category}`,
    contractText: 'Contract text',
  },
  findings: {
    heading: (findings: string, shown: number, all: number) => `${findings} (${shown} of ${all})`,
    showRisks: 'Show risks',
    category: 'Category',
    allCategories: 'All categories',
    order: 'Order',
    orders: { risk: 'Highest risk first', contract: 'As in the contract' },
    noneFound: 'LeXi found none of the clauses it looks for in this contract.',
    noneMatch: 'No finding matches these filters.',
    showInContract: 'Show in contract',
    showInContractOf: (category: string) => `Show in contract: ${category}`,
    passage: (n: number) => `Passage ${n}`,
    passageOf: (n: number, category: string) => `Passage ${n} of ${category}`,
  },
  proposals: {
    heading: (title: string, accepted: number, all: number) => `${title} (${accepted} of ${all} accepted)`,
    none: 'LeXi has no change to propose for the party you represent.',
    add: (category: string) => `Add: ${category}`,
    accept: 'Accept',
    reject: 'Reject',
  },
  score: {
    explanation: 'Higher is safer for the party you represent. Each problem takes points off 100.',
    problem: 'Problem',
    count: 'Count',
    points: 'Points',
    risks: (level: string) => `${level} risks`,
    label: (score: number) => `Score ${score} out of 100`,
  },
  missing: {
    heading: (title: string, count: number) => `${title} (${count})`,
    none: 'The contract has every clause LeXi expects.',
  },
  dashboard: {
    title: 'Latest contract analysis',
    inAll: (count: number) => ` · ${count} analyses in all`,
    none: "No analysis yet. Upload a counter party's contract and LeXi reads its risks for you.",
  },
} as const;
