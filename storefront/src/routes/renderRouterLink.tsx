import { Link } from 'react-router';
import type { LinkRenderProps } from '@pcshop/design-system';
import { isOtherHost } from '@pcshop/stores/domain';

/**
 * Links for design-system components: app paths through the router; others (mailto:, tel:, an
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
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
