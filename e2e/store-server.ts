/** The e2e files start the demo store through the server's test kit (one way to start it). */
export { E2E_ADMIN_TOKEN, E2E_MANAGER_PASSWORD, freePort, startStore, type RunningStore } from '../demo-theme/server/testing/store-process.ts';
export { copySeededDatabase } from '../demo-theme/server/testing/seeded-database.ts';
