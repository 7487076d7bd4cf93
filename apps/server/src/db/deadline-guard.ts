import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type AbortableOperationOptions,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { REQUEST_DEADLINE_PASSED } from './database-errors.js';

/**
 * "Nothing commits after the client was told it failed." A request runs with its deadline in
 * scope (`runWithDeadline`, from the onRequest hook of http/request-deadline-hooks.ts, which answers
 * 503 and marks the deadline passed). Every statement the request sends afterwards is refused
 * before it reaches the database, COMMIT included, so its transaction rolls back; only
 * ROLLBACK still goes out. An INSERT, UPDATE or DELETE sent outside a transaction is wrapped in
 * one, so it too commits only while the deadline holds. A statement already at the database
 * when the deadline passes is stopped there by PostgreSQL's statement_timeout (set a little
 * below the deadline, see postgres-pool.ts). What remains is a COMMIT already sent when the
 * deadline passes: it commits if the database completes it, as with any lost answer.
 */
/** A request's deadline, as the statements it sends see it: passed, or not yet. */
export interface RequestDeadline {
  passed: boolean;
}

const deadlines = new AsyncLocalStorage<RequestDeadline>();

export function runWithDeadline<T>(deadline: RequestDeadline, work: () => T): T {
  return deadlines.run(deadline, work);
}

/** True inside a request whose deadline has passed. */
export function deadlinePassed(): boolean {
  return deadlines.getStore()?.passed === true;
}

export class RequestDeadlinePassedError extends Error {
  readonly code = REQUEST_DEADLINE_PASSED;
  constructor() {
    super('The request deadline passed: the statement was not sent');
  }
}

function refuseAfterDeadline() {
  if (deadlinePassed()) throw new RequestDeadlinePassedError();
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

class DeadlineConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    refuseAfterDeadline();
    if (this.inTransaction || !deadlines.getStore() || !WRITES.has(compiled.query.kind)) {
      return this.inner.executeQuery<R>(compiled);
    }
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    try {
      const result = await this.inner.executeQuery<R>(compiled);
      refuseAfterDeadline();
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      throw error;
    }
  }

  streamQuery<R>(
    compiled: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    refuseAfterDeadline();
    return this.inner.streamQuery<R>(compiled, chunkSize, options);
  }
}

/** How the driver compiles a savepoint's statement (the same for all three savepoint calls). */
type CompileQuery = QueryCompiler['compileQuery'];

const innerOf = (connection: DatabaseConnection) => (connection as DeadlineConnection).inner;

class DeadlineDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(options?: AbortableOperationOptions) {
    return this.inner.init(options);
  }
  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    return new DeadlineConnection(await this.inner.acquireConnection(options));
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    refuseAfterDeadline();
    const c = connection as DeadlineConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
  }
  async commitTransaction(connection: DatabaseConnection) {
    // Throwing here makes Kysely roll the transaction back instead.
    refuseAfterDeadline();
    const c = connection as DeadlineConnection;
    await this.inner.commitTransaction(c.inner);
    c.inTransaction = false;
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    const c = connection as DeadlineConnection;
    c.inTransaction = false;
    await this.inner.rollbackTransaction(c.inner);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    refuseAfterDeadline();
    await this.inner.savepoint?.(innerOf(connection), name, compile);
  }
  // Like ROLLBACK, going back to a savepoint is still sent after the deadline.
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    await this.inner.rollbackToSavepoint?.(innerOf(connection), name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    refuseAfterDeadline();
    await this.inner.releaseSavepoint?.(innerOf(connection), name, compile);
  }
  async releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions) {
    await this.inner.releaseConnection(innerOf(connection), options);
  }
  destroy(options?: AbortableOperationOptions) {
    return this.inner.destroy(options);
  }
}

/** Any dialect, with its statements refused once the current request's deadline has passed. */
export class DeadlineDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}
  createAdapter() {
    return this.inner.createAdapter();
  }
  createDriver(): Driver {
    return new DeadlineDriver(this.inner.createDriver());
  }
  createQueryCompiler() {
    return this.inner.createQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return this.inner.createIntrospector(db);
  }
}
