import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { temporarilyUnavailable } from "../platform/unavailable";
import * as schema from "./schema/index";

export type Schema = typeof schema;

/** How close a search word must be to a word of a course (0..1): low enough for one or two typos. */
const wordSimilarityThreshold = 0.38;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** applies the committed SQL migrations that have not run yet */
  migrate(): Promise<void>;
  /** true when the database answers a trivial query */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
/** The bundled server finds its migrations next to itself; the sources beside this file. */
export const migrationsFolder = process.env.KURSOVE_MIGRATIONS_DIR ?? path.join(here, "migrations");

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it the embedded PGlite is used */
  url?: string | undefined;
  /** folder of the embedded database; omitted means in memory (tests) */
  dataDir?: string | undefined;
  /** PGlite only: starts from this dump of a data folder (the tests' seeded templates) */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
};

/**
 * drizzle's pooled `transaction()` (0.45) runs BEGIN before the try/finally that gives its connection back,
 * so a BEGIN that fails because PostgreSQL just closed the connection (a restart) loses that connection
 * for good, and a few of those leave every request waiting on an empty pool (drizzle-orm issues 6023,
 * 6241). Each transaction here checks its own connection out and always gives it back, telling the pool
 * to drop it when the connection is what failed. Remove when drizzle releases it itself.
 */
function transactionsOnOwnClient(db: Db, pool: pg.Pool): Db["transaction"] {
  // the pooled session's dialect, schema and options, for a session on one connection
  const base = (db as unknown as { session: NodePgSession<never, never> }).session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  return (async (transaction, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      const session = new NodePgSession(client, base.dialect, base.schema, base.options);
      return await session.transaction(transaction as never, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(
        failure !== undefined && temporarilyUnavailable(failure) ? (failure as Error) : undefined,
      );
    }
  }) as Db["transaction"];
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // The search threshold is a startup parameter of every connection, set before its first query.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // with the server down, a request waits at most this for a connection and is answered 503
      connectionTimeoutMillis: 5_000,
      options: `-c pg_trgm.word_similarity_threshold=${wordSimilarityThreshold}`,
    });
    // An idle connection closed by the server (restart, failover, dropped test database) must not end the
    // process: the pool drops it and opens a new one for the next query.
    pool.on("error", () => {});
    // The same for a connection in use (a transaction between two statements): its query fails, the
    // request is answered 503, and the pool discards the dead connection instead of the process dying.
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    db.transaction = transactionsOnOwnClient(db, pool);
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: () =>
        pool.query("select 1").then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${wordSimilarityThreshold}`).catch(() => {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () =>
      client.query("select 1").then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows (node-postgres and PGlite both answer with `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
