import { createContext, useContext, useEffect } from 'react';

const DEFAULT_TITLE = 'Peace Practice · Daily meditation for a more peaceful world';

/** What a page asks the document's head to say; a missing description leaves the site's own. */
export interface DocumentMeta {
  title: string;
  description?: string;
}

/**
 * Told each page's meta while it renders, where effects never run (the build's prerender), so the
 * written page's head can say what the browser's would once the page is shown.
 */
export const DocumentMetaReport = createContext<((meta: DocumentMeta) => void) | null>(null);

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets the tab title and search description for as long as a page is shown. */
export function useDocumentMeta(title: string | null, description?: string): void {
  const report = useContext(DocumentMetaReport);
  report?.(description ? { title: title ?? DEFAULT_TITLE, description } : { title: title ?? DEFAULT_TITLE });
  useEffect(() => {
    const tag = descriptionTag();
    const previousTitle = document.title;
    const previousDescription = tag.content;
    document.title = title ?? DEFAULT_TITLE;
    if (description) tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}

export function pageTitle(name: string): string {
  return `${name} · Peace Practice`;
}
