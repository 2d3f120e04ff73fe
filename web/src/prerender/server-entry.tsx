// The server bundle's entry for rendering the public pages ahead of time (see scripts/prerender.ts):
// the app as a visitor's browser first renders it at a path, by React's own static renderer,
// which waits for each page's code.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../App';
import { DocumentMetaReport, type DocumentMeta } from '../lib/meta';
import type { RenderedPage } from './document';

export { routeTable, visitorPagePaths } from '../routes/table';

/** The markup of #root for a visitor's fresh load of `path`, and the title and description its page sets. */
export async function renderPage(path: string): Promise<RenderedPage> {
  let meta: DocumentMeta | undefined;
  const errors: unknown[] = [];
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { prelude } = await prerender(
    <DocumentMetaReport value={(reported) => (meta = reported)}>
      <StrictMode>
        <App router={AtPath} prerendered />
      </StrictMode>
    </DocumentMetaReport>,
    // A page that fails would be written as its loading state, to be rendered in the browser instead.
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `${path} did not render`);
  if (!meta) throw new Error(`${path} rendered no page that sets the document's title`);
  return { html, meta };
}
