export * from './companies';
export * from './members';
export * from './organisation';
export * from './content';
export * from './messaging';
export * from './relations';
export * from './inquiries';
export * from './provider';
