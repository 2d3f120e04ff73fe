/**
 * The count of people meditating that a page rendered by the server showed: the live connection
 * starts from it, on the server and as the browser takes the page over, rather than from the
 * fallback. Its own module, so the app's entry can say it without bringing the live connection.
 */
let rendered: number | undefined;

/** Says the count the page was rendered with (undefined: none, and the fallback is shown). */
export function knowMeditatorCount(count: number | undefined): void {
  rendered = count;
}

export function renderedMeditatorCount(): number | undefined {
  return rendered;
}
