/** The plans LeXi sells. A new account gets the free plan. */
export type Plan = {
  code: string;
  name: string;
  esignLimit: number;
  aiCredits: number;
  /** Months until the plan ends; null for a plan that does not end. */
  months: number | null;
};

export const plans = {
  free: { code: 'free', name: 'Free', esignLimit: 3, aiCredits: 5, months: null },
  professional: { code: 'professional', name: 'Professional', esignLimit: 50, aiCredits: 200, months: 12 },
  firm: { code: 'firm', name: 'Law Firm', esignLimit: 500, aiCredits: 2000, months: 12 },
} as const satisfies Record<string, Plan>;

export type PlanCode = keyof typeof plans;

export function planByCode(code: string): Plan {
  return (plans as Record<string, Plan>)[code] ?? plans.free;
}
