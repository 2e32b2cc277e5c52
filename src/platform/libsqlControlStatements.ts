import Database from 'libsql';

/** Statements that begin or end a transaction or a savepoint: the ones that meet a lock. */
const CONTROL_STATEMENT = /^\s*(?:begin|commit|end|rollback|savepoint|release)\b[^;]*;?\s*$/i;

/** A control statement as libsql's client runs a prepared one, run by SQLite's exec instead. */
function execStatement(database: Database.Database, sql: string) {
  const statement = {
    safeIntegers: () => statement,
    // The client asks for rows with raw() and takes an exception for "returns no data".
    raw: (): never => {
      throw new TypeError('This statement returns no data');
    },
    columns: () => [],
    run: () => {
      database.exec(sql);
      return { changes: 0, lastInsertRowid: 0 };
    },
  };
  return statement;
}

let controlStatementsByExec = false;

/**
 * libsql leaves a statement that failed with SQLITE_BUSY in progress instead of resetting it
 * (tursodatabase/libsql-client-ts#352, tursodatabase/libsql-js#237, both open): until the garbage
 * collector finalises it, its connection keeps the file locked and every later COMMIT on it
 * fails, in this process and in others (closing the connection does not help). After another
 * process had the file locked for a moment, saves failed for half a minute, and Payload reported
 * them as saved. So transaction control runs through SQLite's exec, which finalises its statement
 * whatever happened, and a change outside a transaction gets one of its own (OneWriterClient,
 * src/cms/database). The statement handed back speaks the part of libsql's Statement that
 * @libsql/client's executeStmt uses. Canary: libsqlControlStatements.canary.test.ts.
 */
export function runControlStatementsByExec(): void {
  if (controlStatementsByExec) return;
  controlStatementsByExec = true;
  const { prepare } = Database.prototype;
  Database.prototype.prepare = function prepareControlByExec(this: Database.Database, source: string) {
    if (CONTROL_STATEMENT.test(source)) return execStatement(this, source);
    return prepare.call(this, source);
  } as typeof prepare;
}
