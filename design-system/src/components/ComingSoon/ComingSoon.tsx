import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateHeadingLevel } from '../EmptyState/EmptyState';

export interface ComingSoonLabels {
  /** The marker above the title ("Coming soon"). */
  badge: string;
  /** What is coming ("Affiliate programme"). */
  title: string;
  description: string;
}

export interface ComingSoonProps {
  labels: ComingSoonLabels;
  /** Somewhere useful to go meanwhile (a Button or a link styled as one). */
  action?: ReactNode;
  headingLevel?: EmptyStateHeadingLevel;
}

/** Marks an area that is not open yet, such as the account's affiliate tab. */
export function ComingSoon({ labels, action, headingLevel = 2 }: ComingSoonProps) {
  return (
    <EmptyState
      icon="bolt"
      eyebrow={labels.badge}
      title={labels.title}
      description={labels.description}
      action={action}
      headingLevel={headingLevel}
    />
  );
}
