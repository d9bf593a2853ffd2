import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useRoutePreload } from './routePreload';

/**
 * A router link that loads its page's chunk ahead when hovered, focused or touched (source
 * document §9), through the route table's preload queue.
 */
export function PreloadLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: LinkProps & { to: string }) {
  const preload = useRoutePreload();
  return (
    <Link
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preload(props.to);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preload(props.to);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        preload(props.to);
        onTouchStart?.(event);
      }}
    />
  );
}
