import { render } from '@testing-library/react';
// The Node build: jsdom has no MessageChannel, which the browser build of the server renderer needs.
import { renderToString } from 'react-dom/server.node';
import { DocumentMetaReport, pageTitle, useDocumentMeta, type DocumentMeta } from './meta';

function Terms() {
  useDocumentMeta(pageTitle('Terms of Service'), 'The terms for using Peace Practice.');
  return <h1>Terms of Service</h1>;
}

function Landing() {
  useDocumentMeta(null);
  return <h1>Your daily Peace Practice</h1>;
}

function reported(page: React.ReactElement): DocumentMeta | undefined {
  let meta: DocumentMeta | undefined;
  renderToString(<DocumentMetaReport value={(reportedMeta) => (meta = reportedMeta)}>{page}</DocumentMetaReport>);
  return meta;
}

describe('document meta', () => {
  it('is told to a render where no effect runs, as the prerender renders pages', () => {
    expect(reported(<Terms />)).toEqual({ title: 'Terms of Service · Peace Practice', description: 'The terms for using Peace Practice.' });
    expect(reported(<Landing />)).toEqual({ title: 'Peace Practice · Daily meditation for a more peaceful world' });
  });

  it("sets the tab's title and description while the page is shown, and puts them back after", () => {
    document.title = 'Before';
    const { unmount } = render(<Terms />);
    expect(document.title).toBe('Terms of Service · Peace Practice');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The terms for using Peace Practice.');
    unmount();
    expect(document.title).toBe('Before');
  });
});
