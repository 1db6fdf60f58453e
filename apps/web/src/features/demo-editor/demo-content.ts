import type { DEMO_LANGUAGES } from '@lexi/shared/workspace-constants';

/** Fixed sample content of the static contract editor demo (spec part 2 §1: wired to no call). */

export const demoTitle = 'Master Services Agreement — Northwind Analytics';

export interface DemoSection {
  heading: string;
  text: string;
}

export const originalContract: DemoSection[] = [
  {
    heading: '1. Services',
    text: 'The Provider shall perform the services described in Schedule A (the "Services") for the Client with reasonable skill and care.',
  },
  {
    heading: '2. Fees and payment',
    text: 'The Client shall pay the fees set out in Schedule B within forty-five (45) days of receiving a valid invoice. Late payments carry interest at 2% per month.',
  },
  {
    heading: '3. Term and termination',
    text: 'This Agreement starts on the Effective Date and continues for twelve (12) months. Either party may terminate it on thirty (30) days written notice.',
  },
  {
    heading: '4. Liability',
    text: 'The Provider is liable for all losses arising out of the Services.',
  },
  {
    heading: '5. Confidentiality',
    text: 'Each party shall keep the other party’s confidential information secret during the term of this Agreement.',
  },
];

export const aiDraftContract: DemoSection[] = [
  {
    heading: '1. Services',
    text: 'The Provider shall perform the services described in Schedule A (the "Services") in a professional manner, in line with good industry practice and the service levels of Schedule C.',
  },
  {
    heading: '2. Fees and payment',
    text: 'The Client shall pay each undisputed invoice within thirty (30) days of receipt. Late payments carry simple interest at 1% per month. Disputed amounts are raised in writing within ten (10) days.',
  },
  {
    heading: '3. Term and termination',
    text: 'This Agreement starts on the Effective Date and continues for twelve (12) months, renewing for further twelve-month terms unless either party gives sixty (60) days written notice. Either party may terminate at once for a material breach not remedied within thirty (30) days.',
  },
  {
    heading: '4. Limitation of liability',
    text: 'Except for fraud, death or personal injury, each party’s total liability under this Agreement is limited to the fees paid in the twelve (12) months before the claim. Neither party is liable for indirect or consequential loss.',
  },
  {
    heading: '5. Confidentiality',
    text: 'Each party shall keep the other party’s confidential information secret during the term and for three (3) years after it ends, and use it only to perform this Agreement.',
  },
];

export type RiskLevel = 'High' | 'Medium' | 'Low';

export const demoRisks: { clause: string; level: RiskLevel; finding: string }[] = [
  {
    clause: '4. Liability',
    level: 'High',
    finding: 'Unlimited liability for the Provider: add a cap and exclude indirect loss.',
  },
  {
    clause: '2. Fees and payment',
    level: 'Medium',
    finding: 'Interest of 2% per month is above market practice and may be unenforceable.',
  },
  {
    clause: '5. Confidentiality',
    level: 'Medium',
    finding: 'Confidentiality ends with the Agreement: protect information for a period after it.',
  },
  {
    clause: '3. Term and termination',
    level: 'Low',
    finding: 'No right to terminate for breach; consider a cure period.',
  },
];

export const demoClauses: { title: string; text: string }[] = [
  {
    title: 'Force majeure',
    text: 'Neither party is liable for a delay caused by events beyond its reasonable control, provided it notifies the other party promptly.',
  },
  {
    title: 'Data protection',
    text: 'Each party shall comply with applicable data protection law when processing personal data under this Agreement.',
  },
  {
    title: 'Dispute resolution',
    text: 'The parties shall first try to settle any dispute through good-faith negotiation between senior representatives for thirty (30) days.',
  },
];

export const demoSummary = [
  'A twelve-month services agreement between Northwind Analytics (Provider) and the Client.',
  'Invoices are due in 45 days; late payment carries 2% interest a month.',
  'Either party may end it on 30 days notice.',
  'The Provider’s liability is unlimited, and confidentiality ends with the Agreement.',
];

export const demoTranslations: Record<(typeof DEMO_LANGUAGES)[number], { lang: string; text: string }> = {
  Spanish: {
    lang: 'es',
    text: 'El Proveedor prestará los servicios descritos en el Anexo A (los "Servicios") al Cliente con la debida diligencia y cuidado.',
  },
  French: {
    lang: 'fr',
    text: 'Le Prestataire exécutera les services décrits à l’Annexe A (les « Services ») pour le Client avec la compétence et le soin raisonnables.',
  },
  German: {
    lang: 'de',
    text: 'Der Anbieter erbringt die in Anhang A beschriebenen Leistungen (die „Leistungen“) für den Kunden mit angemessener Sorgfalt.',
  },
  Chinese: {
    lang: 'zh',
    text: '提供方应以合理的技能和谨慎为客户提供附表A所述的服务（“服务”）。',
  },
  Japanese: {
    lang: 'ja',
    text: '提供者は、別紙Aに記載されたサービス（以下「本サービス」）を、合理的な技能と注意をもって顧客に提供するものとします。',
  },
};

export const demoChat: { from: 'you' | 'lexi'; text: string }[] = [
  { from: 'you', text: 'Is the liability clause fair to my client, the Provider?' },
  {
    from: 'lexi',
    text: 'Not as written: clause 4 makes the Provider liable for all losses without limit. The AI Draft caps liability at twelve months of fees and excludes indirect loss.',
  },
  { from: 'you', text: 'What about the payment terms?' },
  {
    from: 'lexi',
    text: 'Payment in 45 days is on the long side, and 2% monthly interest may be challenged. The AI Draft proposes 30 days and 1%.',
  },
];

export const demoChatReply =
  'This is a demonstration: LeXi Chat answers only with this fixed sample reply here.';
