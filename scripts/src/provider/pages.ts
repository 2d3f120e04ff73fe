import { escapeHtml } from '@peace/kit';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f4f6fb;color:#1f2937}
main{width:min(26rem,calc(100vw - 2rem));padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(15,23,42,.15)}
h1{margin:0 0 .5rem;font-size:1.5rem}
p{line-height:1.5}
.note{color:#4b5563;font-size:.95rem}
form{display:grid;gap:.35rem;margin-top:1.25rem}
label{font-weight:600;margin-top:.6rem}
.optional{font-weight:400;color:#4b5563}
input{font:inherit;padding:.65rem .75rem;border:1px solid #9ca3af;border-radius:.5rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
input[aria-invalid=true]{border-color:#b91c1c}
button{margin-top:1.25rem;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;cursor:pointer}
button:hover{background:#3730a3}
.error{color:#b91c1c;font-weight:600}
a{color:#4338ca}
`;

function layout(title: string, body: string, scriptNonce?: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Peace Practice local sign-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script && scriptNonce ? `\n<script nonce="${escapeHtml(scriptNonce)}">${script}</script>` : ''}
</body>
</html>`;
}

export interface SignInPageOptions {
  action: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  error?: string;
}

/** The development sign-in form: any email address signs in (creating the account the first time), no password. */
export function signInPage(options: SignInPageOptions): string {
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const value = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : '');
  return layout(
    'Sign in',
    `<h1>Sign in to Peace Practice</h1>
<p class="note">This is the local development sign-in. There is no password: enter any email address, and an account is created for it the first time.</p>
${options.error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="320" autofocus${value(options.email)}${invalid}>
<label for="firstName">First name <span class="optional">(optional)</span></label>
<input id="firstName" name="firstName" type="text" autocomplete="given-name" maxlength="100"${value(options.firstName)}>
<label for="lastName">Last name <span class="optional">(optional)</span></label>
<input id="lastName" name="lastName" type="text" autocomplete="family-name" maxlength="100"${value(options.lastName)}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * Asked when an app sends the browser here to sign out. The app has already ended its own
 * session, so the page confirms by itself; the button is there for browsers without scripts.
 */
export function signOutPage(form: string, scriptNonce: string): string {
  return layout(
    'Sign out',
    `<h1>Signing you out…</h1>
<p class="note">You are being signed out of the local sign-in as well.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="confirm-logout">Sign out</button>`,
    scriptNonce,
    `document.getElementById('confirm-logout').click();`,
  );
}

export function signedOutPage(): string {
  return layout('Signed out', `<h1>You are signed out</h1><p>You can close this page.</p>`);
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p class="note">Go back to Peace Practice and sign in again.</p>`);
}
