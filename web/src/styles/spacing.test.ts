import { readFileSync } from 'node:fs';

// jsdom does not lay pages out, so the spacing of stacked cards is checked where it is decided: the stylesheet.
const css = readFileSync(new URL('./pages/group-session.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the rule whose selector list holds selector. */
function ruleHolding(selector: string): string | undefined {
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find((match) => (match[1] ?? '').split(',').some((part) => part.trim() === selector))?.[2];
}

describe('stacked cards', () => {
  it.each(['.group-session > .card + .card', '.community > .card + .card'])('keep a gap between them on the page: %s', (selector) => {
    expect(ruleHolding(selector)).toMatch(/margin-top:\s*1rem;/);
  });
});
