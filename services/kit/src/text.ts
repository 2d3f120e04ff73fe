/**
 * What text a person may give as a name or a description. A line break in a name would end the
 * line it is written on, in a calendar feed or a mail header, and let the rest be read as lines of
 * their own; other control characters are invisible and mean nothing in the app's text.
 */

export const SINGLE_LINE_MESSAGE = 'must be a single line without control characters';
export const TEXT_MESSAGE = 'must not contain control characters other than line breaks and tabs';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 controls, DEL and C1 controls (U+0085 is a line break to some readers); line breaks and tabs only when `lines` is false. */
function isControl(code: number, lines: boolean): boolean {
  if (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN) return !lines;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

function hasControl(text: string, lines: boolean): boolean {
  for (let at = 0; at < text.length; at++) if (isControl(text.charCodeAt(at), lines)) return true;
  return false;
}

/** A name or a title: one line, no control characters at all. */
export function isSingleLine(text: string): boolean {
  return !hasControl(text, false);
}

/** A description: line breaks and tabs allowed, no other control character. */
export function isPlainText(text: string): boolean {
  return !hasControl(text, true);
}

/** The text without its control characters other than line breaks and tabs: for text stored before they were refused. */
export function withoutControls(text: string): string {
  return isPlainText(text) ? text : [...text].filter((char) => !isControl(char.charCodeAt(0), true)).join('');
}
