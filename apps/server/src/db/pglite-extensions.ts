import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create, loaded into every embedded database: btree_gist (meetings
 * of one lawyer never overlap) and pg_trgm (workspace search by substring uses an index).
 */
export const pgliteExtensions = { btree_gist, pg_trgm };
