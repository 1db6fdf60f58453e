/**
 * Provisions the built-in engine names, written from the statutes: the Indian Penal Code 1860 and
 * its successor the Bharatiya Nyaya Sanhita 2023 (in force from 1 July 2024), the CrPC and the
 * Bharatiya Nagarik Suraksha Sanhita 2023, and the sections of other Acts most cases invoke.
 */

/** IPC section → BNS section (the corresponding provision; wording and punishment may differ). */
export const IPC_TO_BNS: Readonly<Record<string, string>> = {
  '34': '3(5)',
  '120A': '61(1)',
  '120B': '61(2)',
  '124A': '152',
  '147': '191(2)',
  '148': '191(3)',
  '149': '190',
  '153A': '196',
  '201': '238',
  '279': '281',
  '294': '296',
  '295A': '299',
  '302': '103(1)',
  '304': '105',
  '304A': '106(1)',
  '304B': '80',
  '306': '108',
  '307': '109',
  '323': '115(2)',
  '324': '118(1)',
  '325': '117(2)',
  '326': '118(2)',
  '341': '126(2)',
  '342': '127(2)',
  '354': '74',
  '354A': '75',
  '363': '137(2)',
  '366': '87',
  '376': '64',
  '379': '303(2)',
  '380': '305',
  '384': '308(2)',
  '392': '309(4)',
  '395': '310(2)',
  '406': '316(2)',
  '409': '316(5)',
  '411': '317(2)',
  '415': '318(1)',
  '420': '318(4)',
  '426': '324(2)',
  '427': '324(4)',
  '447': '329(3)',
  '448': '329(4)',
  '465': '336(2)',
  '467': '338',
  '468': '336(3)',
  '471': '340(2)',
  '489A': '178',
  '498A': '85',
  '499': '356(1)',
  '500': '356(2)',
  '503': '351(1)',
  '506': '351(2)',
  '509': '79',
};

/** CrPC section → BNSS section. */
export const CRPC_TO_BNSS: Readonly<Record<string, string>> = {
  '125': '144',
  '154': '173',
  '156(3)': '175(3)',
  '161': '180',
  '164': '183',
  '167': '187',
  '173': '193',
  '200': '223',
  '313': '351',
  '357': '395',
  '397': '438',
  '436': '478',
  '437': '480',
  '438': '482',
  '439': '483',
  '482': '528',
};

/** "Section 420 IPC (now Section 318(4) BNS)". */
export function penalProvision(ipcSection: string): string {
  const bns = IPC_TO_BNS[ipcSection.toUpperCase()];
  return bns ? `Section ${ipcSection} IPC (now Section ${bns} BNS)` : `Section ${ipcSection} IPC`;
}

export function procedureProvision(crpcSection: string): string {
  const bnss = CRPC_TO_BNSS[crpcSection];
  return bnss ? `Section ${crpcSection} CrPC (now Section ${bnss} BNSS)` : `Section ${crpcSection} CrPC`;
}

/** BNS section → IPC section, for facts that already cite the new code. */
export const BNS_TO_IPC: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IPC_TO_BNS).map(([ipc, bns]) => [bns, ipc]),
);

/** BNSS section → CrPC section. */
export const BNSS_TO_CRPC: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CRPC_TO_BNSS).map(([crpc, bnss]) => [bnss, crpc]),
);
