/**
 * GraphQL's own wording for a value it could not coerce, read as what the REST client sent: the
 * body field's path and what is wrong with it ("intention: must be one of the allowed values").
 */
const REASONS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  [/^Field "(\w+)" of required type "[^"]+" was not provided\.?$/, (m) => `${m[1]}|is required`],
  [/^Field "(\w+)" is not defined by type "[^"]+"\.?/, (m) => `${m[1]}|is not a known field`],
  [/^Value .* does not exist in "[^"]+" enum\.?/, () => 'must be one of the allowed values'],
  [/^Enum "[^"]+" cannot represent non-enum value/, () => 'must be one of the allowed values'],
  [/^Expected type "[^"]+" to be an object\.?$/, () => 'must be an object'],
  [/^Int cannot represent/, () => 'must be an integer'],
  [/^Float cannot represent/, () => 'must be a number'],
  [/^(String|ID) cannot represent/, () => 'must be a string'],
  [/^Boolean cannot represent/, () => 'must be true or false'],
  // A scalar's own refusal ("DateTime must be an ISO-8601 timestamp") names its type, not the field.
  [/^Expected value of type "[^"]+", found [^;]*; (.+)$/, (m) => withoutSubject(m[1]!)],
];

function withoutSubject(text: string): string {
  return text.replace(/\.$/, '').replace(/^\w+ (?=must )/, '');
}

/** The field path GraphQL reports ("input.location.name"), without the variable's own name: a REST body is the variable. */
function fieldPath(variable: string, at: string | undefined, field: string | undefined): string[] {
  const path = [...(at ? at.replace(/\[(\d+)\]/g, '.$1').split('.') : [variable]), ...(field ? [field] : [])];
  return path[0] === variable && path.length > 1 ? path.slice(1) : path;
}

function reasonFor(text: string): { field?: string; reason: string } {
  for (const [pattern, read] of REASONS) {
    const match = pattern.exec(text);
    if (match) {
      const [field, reason] = read(match).split('|') as [string, string | undefined];
      return reason === undefined ? { reason: field } : { field, reason };
    }
  }
  return { reason: withoutSubject(text) };
}

export function restMessage(message: string): string {
  const missing = /^Variable "\$(\w+)" of required type "[^"]+" was not provided\.?$/.exec(message);
  if (missing) return `${missing[1]}: is required`;
  const invalid = /^Variable "\$(\w+)" got invalid value .*?(?: at "([\w.[\]]+)")?; (.+)$/s.exec(message);
  if (!invalid) return message;
  const [, variable, at, rest] = invalid as unknown as [string, string, string | undefined, string];
  const { field, reason } = reasonFor(rest);
  return `${fieldPath(variable, at, field).join('.')}: ${reason}`;
}
