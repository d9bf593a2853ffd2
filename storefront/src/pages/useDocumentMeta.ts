import { useEffect } from 'react';
import { useServerHead } from '../ssr/documentHead';

/** Sets the translated title and meta description of the page (on the server, in its head). */
export function useDocumentMeta(title: string, description: string) {
  useServerHead()?.setMeta(title, description);
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
