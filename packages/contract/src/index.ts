export * from './constants.js';
export * from './money.js';
export * from './common.js';
export * from './errors.js';
export * from './catalog.js';
export * from './paths.js';
export * from './auth.js';
export * from './cart.js';
