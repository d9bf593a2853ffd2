import type { CmsBlock } from '@pcshop/stores/schemas';

/** Short constructors for CMS blocks, so that the pages read as text. */
export const heading = (text: string): CmsBlock => ({ kind: 'heading', text });
export const paragraph = (text: string): CmsBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): CmsBlock => ({ kind: 'list', items });
export const link = (text: string, path: string): CmsBlock => ({ kind: 'link', text, path });
export const faq = (...items: [question: string, answer: string][]): CmsBlock => ({
  kind: 'faq',
  items: items.map(([question, answer]) => ({ question, answer })),
});
