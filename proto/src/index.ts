export * from './domain.js';
export * from './calendar.js';
export * from './envelope.js';
export * from './events.js';
export const STREAM_NAME = 'PEACE';
export const STREAM_SUBJECTS = ['peace.>'];
export * from './achievements.js';
export * from './live.js';
export * from './language.js';
