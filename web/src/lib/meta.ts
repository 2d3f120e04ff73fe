import { useEffect } from 'react';

const DEFAULT_TITLE = 'Peace Practice · Daily meditation for a more peaceful world';

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
