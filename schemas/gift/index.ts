/** The gift service (선물24, /birth/v3): one module per part, re-exported for convenience. */
export * from './terms';
export * from './cards';
export * from './events';
export * from './subjects';
export * from './gifts';
export * from './sends';
export * from './services';
export * from './recipient';
export * from './provider';
