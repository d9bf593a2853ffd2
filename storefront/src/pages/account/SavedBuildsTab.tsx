import { Link as RouterLink } from 'react-router';
import { EmptyState, Link } from '@pcshop/design-system';
import { useEditionPath } from '../../routes/useEditionPath';
import { useFormText } from './useFormText';

/** Saved builds (drafts of the customiser). */
export function SavedBuildsTab() {
  const { t } = useFormText();
  const to = useEditionPath();
  return (
    <EmptyState
      icon="cpu"
      title={t('savedBuilds.emptyTitle')}
      description={t('savedBuilds.emptyText')}
      action={
        <Link asChild>
          <RouterLink to={to('/custom-pc-builder/customiser')}>
            {t('savedBuilds.customise')}
          </RouterLink>
        </Link>
      }
    />
  );
}

export { SavedBuildsTab as Component };
