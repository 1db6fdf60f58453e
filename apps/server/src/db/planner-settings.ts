/**
 * Planner settings of every connection of the app, on PostgreSQL and on the embedded database.
 * The data sit on SSDs or in memory, where reading a page out of order costs little more than in
 * order: with PostgreSQL's default of 4 (spinning disks) the planner prices the trigram index of
 * a search above reading every row, and scans 10,000 workspaces for one name (README, issue 12).
 */
export const plannerSettings = { random_page_cost: '1.1' } as const;

/** The settings as `-c name=value` startup options of a PostgreSQL connection. */
export const plannerStartupOptions = Object.entries(plannerSettings)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/** The settings as SET statements, for the embedded database's one session. */
export const plannerSetStatements = Object.entries(plannerSettings)
  .map(([name, value]) => `set ${name} = ${value};`)
  .join('\n');
