import { useEffect } from 'react';

interface PageMetaProps {
  /** The document title. */
  title: string;
  /** The page's description meta (search results, link previews). */
  description: string;
}

/**
 * The page's title (React 19 hoists <title> into <head>, before index.html's) and description meta.
 * In the browser the description updates index.html's own tag in place, so there is never more
 * than one; the build's prerender (scripts/prerender-spa.ts) renders it as a tag, which it puts in
 * place of index.html's.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
  return (
    <>
      <title>{title}</title>
      {import.meta.env.SSR && <meta name="description" content={description} />}
    </>
  );
}
