/**
 * The database schema, one file per area. Everything is re-exported here, so `import * as schema`
 * (the drizzle client) and drizzle-kit see every table, and callers import from `db/schema`.
 */
export * from './accounts';
export * from './billing';
export * from './referrals';
export * from './admin';
export * from './matching';
export * from './tracker';
export * from './resumes';
export * from './planner';
export * from './interviews';
export * from './elite';
export * from './newsletter';
