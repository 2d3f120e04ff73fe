// Identity's notes of accounts just created, as the meditation service reads them (`@peace/identity/accounts`).
export { AccountNotes, type AccountNoteRedis } from './notes.js';
