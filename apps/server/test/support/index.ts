export {
  createEmptyPostgresDatabase,
  createTestDatabase,
  describeEachEngine,
  openEmptyPGlite,
  openForSuite,
  postgresTestUrl,
  urlForDatabase,
  useEmptyDatabaseInstances,
  useTestDatabase,
} from './test-database.js';
export {
  freePort,
  postgresBinariesAvailable,
  startPostgresCluster,
  withClient,
  type PostgresCluster,
} from './postgres-cluster.js';
export { startSmtpServer, type TestSmtpServer } from './smtp-server.js';
