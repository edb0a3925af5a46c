export * from './users.ts';
export * from './careers.ts';
export * from './community.ts';
export * from './growth.ts';
export * from './outreach.ts';
export * from './billing.ts';
export * from './security.ts';
export * from './inbox.ts';
