/**
 * What text a person may give as a name or a description. A line break in a name would end the
 * line it is written on, in a calendar feed or a mail header, and let the rest be read as lines of
 * their own; other control characters are invisible and mean nothing in the app's text.
 */

// C0 controls, DEL and C1 controls (U+0085 is a line break to some readers).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// The same but line feed, carriage return and tab, which text of several lines holds.
const CONTROL_BESIDES_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

export const SINGLE_LINE_MESSAGE = 'must be a single line without control characters';
export const TEXT_MESSAGE = 'must not contain control characters other than line breaks and tabs';

/** A name or a title: one line, no control characters at all. */
export function isSingleLine(text: string): boolean {
  return !CONTROL.test(text);
}

/** A description: line breaks and tabs allowed, no other control character. */
export function isPlainText(text: string): boolean {
  return !CONTROL_BESIDES_LINES.test(text);
}
