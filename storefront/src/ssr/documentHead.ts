import { createContext, useContext } from 'react';

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a page rendered on the server puts in `<head>`: its title and description and its
 * canonical and hreflang links. In the browser the same hooks write them into the document.
 */
export class ServerHead {
  private title: string | null = null;
  private description = '';
  private links: HeadLink[] = [];

  /** `origin`: the page's (`https://rigsmith.fr`), for absolute links. */
  constructor(readonly origin: string) {}

  /** The outermost caller's, as in the browser, where the outermost effect runs last. */
  setMeta(title: string, description: string) {
    if (this.title !== null) return;
    this.title = title;
    this.description = description;
  }

  setLinks(links: HeadLink[]) {
    this.links = links;
  }

  /** The head's markup; it starts with `<title>` when the page has one. */
  markup(): string {
    const tags =
      this.title === null
        ? []
        : [
            `<title>${escapeHtml(this.title)}</title>`,
            `<meta name="description" content="${escapeHtml(this.description)}" />`,
          ];
    for (const link of this.links) {
      const hreflang = link.hreflang ? ` hreflang="${escapeHtml(link.hreflang)}"` : '';
      tags.push(`<link rel="${link.rel}"${hreflang} href="${escapeHtml(link.href)}" />`);
    }
    return tags.join('\n    ');
  }
}

/** Given only while the server renders a page. */
export const ServerHeadContext = createContext<ServerHead | null>(null);

export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext);
}
