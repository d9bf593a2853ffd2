import { Link } from 'react-router';
import type { LinkRenderProps } from '@pcshop/design-system';

/** Links for design-system components: app paths through the router, others (mailto:, tel:) as is. */
export function renderRouterLink({ href, children, ...props }: LinkRenderProps) {
  if (!href.startsWith('/')) {
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
