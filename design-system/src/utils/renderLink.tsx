import type { ComponentPropsWithRef, ReactNode } from 'react';

/** What a component hands its link renderer: an anchor's props with a required `href`. */
export interface LinkRenderProps extends ComponentPropsWithRef<'a'> {
  href: string;
}

/**
 * Draws a link for components that render links from data (navigation, breadcrumbs, footer).
 * The storefront passes its router's link, e.g. `({ href, ...props }) => <RouterLink to={href} {...props} />`,
 * so navigation stays inside the single-page app; without one, a plain `a` is drawn.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
