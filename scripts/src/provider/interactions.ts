import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { z } from 'zod';
import type { Logger } from '@peace/kit';
import type { ProviderAccounts } from './accounts.js';
import type { ProviderConfig } from './config.js';
import { errorPage, signInPage } from './pages.js';
import { pagePolicy } from './provider.js';

const optionalName = z
  .string()
  .trim()
  .max(100, 'Names can be at most 100 characters.')
  .optional()
  .transform((value) => (value ? value : null));

const signInForm = z.object({
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your email address.')
    .max(320, 'That email address is too long.')
    .pipe(z.string().email('Enter a valid email address, like name@example.com.')),
  firstName: optionalName,
  lastName: optionalName,
});

const field = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The provider's sign-in page: shown when the app sends someone to sign in, it takes an email
 * (and optionally a name), signs that account in (creating it the first time) and hands the
 * browser back to the provider to finish the authorization.
 */
export function interactionRoutes(deps: { provider: Provider; accounts: ProviderAccounts; config: ProviderConfig; logger: Logger }): Router {
  const { provider, accounts, config, logger } = deps;
  const router = express.Router();

  router.use('/interaction', (_req, res, next) => {
    res.set({ 'cache-control': 'no-store', 'content-security-policy': pagePolicy(config), 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    next();
  });

  router.get('/interaction/:uid', async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params['uid'] || details.prompt.name !== 'login') {
      res.status(400).type('html').send(errorPage('Sign-in could not continue', 'This sign-in link is not valid any more.'));
      return;
    }
    const hint = typeof details.params['login_hint'] === 'string' ? details.params['login_hint'] : undefined;
    res.type('html').send(signInPage({ action: `/interaction/${details.uid}/login`, email: hint }));
  });

  router.post('/interaction/:uid/login', express.urlencoded({ extended: false, limit: '8kb' }), async (req: Request, res: Response) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params['uid'] || details.prompt.name !== 'login') {
      res.status(400).type('html').send(errorPage('Sign-in could not continue', 'This sign-in link is not valid any more.'));
      return;
    }
    const parsed = signInForm.safeParse(req.body ?? {});
    if (!parsed.success) {
      res
        .status(400)
        .type('html')
        .send(
          signInPage({
            action: `/interaction/${details.uid}/login`,
            email: field(req.body, 'email'),
            firstName: field(req.body, 'firstName'),
            lastName: field(req.body, 'lastName'),
            error: parsed.error.issues[0]?.message ?? 'Check the form and try again.',
          }),
        );
      return;
    }
    const account = await accounts.signIn({ email: parsed.data.email, givenName: parsed.data.firstName, familyName: parsed.data.lastName });
    logger.info({ accountId: account.id }, 'local account signed in');
    await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
  });

  // An expired or unknown interaction (e.g. the page was left open for an hour) is the user's problem to restart, not a server error.
  router.use('/interaction', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof errors.SessionNotFound) {
      res.status(400).type('html').send(errorPage('Sign-in expired', 'This sign-in page has expired.'));
      return;
    }
    next(error);
  });

  return router;
}
