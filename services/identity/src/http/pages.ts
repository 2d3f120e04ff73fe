import { escapeHtml } from '@peace/kit';

/** A small, self-contained page for the moments sign-in cannot go on; the links are the way forward. */
function page(title: string, message: string, links: ReadonlyArray<readonly [href: string, label: string]>): string {
  const items = links.map(([href, label]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Peace Practice</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f7fb;color:#1f2937}main{max-width:28rem;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.4rem}ul{padding:0;list-style:none;display:flex;gap:1rem}a{color:#4338ca}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><ul>${items}</ul></main></body>
</html>`;
}

export const googleNotConfiguredPage = () =>
  page('Google sign-in is not available', 'This installation of Peace Practice is not set up for signing in with Google. You can still sign in with its main sign-in.', [
    ['/api/login', 'Sign in'],
    ['/', 'Back to Peace Practice'],
  ]);

export const providerUnavailablePage = (retry: string) =>
  page('Sign-in is unavailable right now', 'We could not reach the sign-in provider. Please try again in a moment.', [
    [retry, 'Try again'],
    ['/', 'Back to Peace Practice'],
  ]);

export const signInFailedPage = (retry: string) =>
  page('Sign-in did not complete', 'The sign-in took too long, was cancelled, or was started in another window. Please start again.', [
    [retry, 'Sign in again'],
    ['/', 'Back to Peace Practice'],
  ]);
