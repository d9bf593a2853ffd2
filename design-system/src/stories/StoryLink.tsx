import type { ComponentPropsWithRef } from 'react';

export interface StoryLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
  /** Called instead of navigating away from the story. */
  onNavigate?: (to: string) => void;
}

/** Stands in for the router's link in stories: renders its own `a` and reports navigation. */
export function StoryLink({ to, onNavigate, children, ...props }: StoryLinkProps) {
  return (
    <a
      {...props}
      href={to}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.(to);
      }}
    >
      {children}
    </a>
  );
}
