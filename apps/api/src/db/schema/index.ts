// The database schema, one file per area; drizzle-kit reads this index to generate the migrations.
export * from './catalogue.js';
export * from './identity.js';
export * from './cart.js';
export * from './contact.js';
export * from './orders.js';
export * from './payment-sandbox.js';
export * from './payments.js';
export * from './account.js';
export * from './staff.js';
