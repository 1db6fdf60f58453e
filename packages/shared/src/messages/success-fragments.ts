/**
 * Two successes of the spec (part 2 §8) are fragments, 'updated successfully' and 'deleted
 * successfully': a toast says them of what changed ('Case updated successfully').
 */
export const UPDATED = 'updated successfully';
export const DELETED = 'deleted successfully';
