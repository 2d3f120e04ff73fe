import { HELD_CODE_ID, START_HELD_CODE } from './document';
import { dropEarlyTaps, replayEarlyTaps } from './earlyTaps';

// The page's own script, run as a server-rendered page runs it, and the app's side of it.
describe("taps on a server-rendered page's controls before the app has taken it over", () => {
  let clicked: string[];
  const record = (event: Event) => clicked.push((event.target as HTMLElement).id);

  beforeEach(() => {
    clicked = [];
    document.head.innerHTML = `<template id="${HELD_CODE_ID}"></template>`;
    document.body.innerHTML = '<div id="root"><button id="begin">Begin</button><label id="peace"><input type="radio" name="intention" id="peace-radio"> Peace</label><a id="stats" href="#stats">Stats</a></div><button id="outside">Outside</button>';
    window.requestAnimationFrame = () => 0;
    // As the page runs it: an inline script in its head.
    const script = document.createElement('script');
    script.textContent = START_HELD_CODE;
    document.head.appendChild(script);
    if (!window.__peaceEarlyTaps) throw new Error("the page's script did not run");
  });

  afterEach(() => {
    replayEarlyTaps();
    document.removeEventListener('click', record);
  });

  function tap(id: string): boolean {
    return document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }

  it('keeps them, doing nothing yet, and gives them to their controls in order once the app runs them', () => {
    document.addEventListener('click', record);
    expect(tap('begin')).toBe(false);
    tap('peace-radio');
    expect((document.getElementById('peace-radio') as HTMLInputElement).checked).toBe(false);
    expect(clicked).toEqual([]);

    replayEarlyTaps();
    expect(clicked).toEqual(['begin', 'peace-radio']);
    expect((document.getElementById('peace-radio') as HTMLInputElement).checked).toBe(true);
  });

  it('stops keeping taps once they have been given back, and gives each once', () => {
    tap('begin');
    replayEarlyTaps();
    document.addEventListener('click', record);
    replayEarlyTaps();
    expect(tap('begin')).toBe(true);
    expect(clicked).toEqual(['begin']);
  });

  it('leaves links to the browser, and what is outside the page', () => {
    document.addEventListener('click', record);
    expect(tap('stats')).toBe(true);
    expect(tap('outside')).toBe(true);
    expect(clicked).toEqual(['stats', 'outside']);
  });

  it('forgets them when the page failed, and leaves its notice\'s controls to answer', () => {
    tap('begin');
    dropEarlyTaps();
    document.addEventListener('click', record);
    replayEarlyTaps();
    expect(clicked).toEqual([]);
    expect(tap('begin')).toBe(true);
    expect(clicked).toEqual(['begin']);
  });

  it('gives nothing to a control the app has since taken off the page', () => {
    tap('begin');
    const begin = document.getElementById('begin')!;
    begin.remove();
    const seen: string[] = [];
    begin.addEventListener('click', () => seen.push('begin'));
    replayEarlyTaps();
    expect(seen).toEqual([]);
  });
});
