import type { LinkRenderProps } from '@pcshop/design-system';
import { isOtherHost } from '@pcshop/stores/domain';
import { PreloadLink } from './PreloadLink';

/**
 * Links for design-system components: app paths through the router, their page's chunk loaded
 * ahead on hover, focus or touch; others (mailto:, tel:, an
 * edition on another host) as is.
 */
export function renderRouterLink({ href, children, ...props }: LinkRenderProps) {
  if (!href.startsWith('/') || isOtherHost(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <PreloadLink to={href} {...props}>
      {children}
    </PreloadLink>
  );
}
