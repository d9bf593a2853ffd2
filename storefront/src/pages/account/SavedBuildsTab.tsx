import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  Inline,
  Link,
  RenameDraftDialog,
  SavedBuildCard,
  Spinner,
  Stack,
  Text,
  type SavedBuildProblem,
} from '@pcshop/design-system';
import type { PcBuild } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useBuilder } from '../customiser/useBuilder';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useFormText } from './useFormText';
import * as styles from './account.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** What keeps a saved build from being ordered now (source document messages). */
function problemsOf(draft: PcBuild, t: ReturnType<typeof useFormText>['t']): SavedBuildProblem[] {
  return [
    ...draft.problems.map((problem) =>
      problem.code === 'out_of_stock'
        ? {
            kind: 'out-of-stock' as const,
            message: t('savedBuilds.outOfStock', { title: problem.title }),
          }
        : {
            kind: 'archived' as const,
            message: t('savedBuilds.archived', { title: problem.title }),
          },
    ),
    ...(draft.complete
      ? []
      : [{ kind: 'unfinished' as const, message: t('savedBuilds.unfinished') }]),
  ];
}

/** Saved builds (drafts of the customiser): open, rename, delete. */
export const SavedBuildsTab = observer(function SavedBuildsTab() {
  const { t } = useFormText();
  const to = useEditionPath();
  const { drafts } = useBuilder();
  const { edition } = useStores();
  const [failed, setFailed] = useState(false);
  const [renaming, setRenaming] = useState<PcBuild | null>(null);
  const [deleting, setDeleting] = useState<PcBuild | null>(null);
  const [renameError, setRenameError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);
  const locale = edition.info.messageLocale;

  const load = () => {
    setFailed(false);
    drafts.load().catch(() => setFailed(true));
  };
  useEffect(load, [drafts]);

  if (failed)
    return (
      <Alert
        tone="critical"
        message={t('savedBuilds.failed')}
        action={
          <Button size="small" onClick={load}>
            {t('savedBuilds.retry')}
          </Button>
        }
      />
    );
  if (!drafts.loaded)
    return (
      <Inline space="small" alignY="center">
        <Spinner label={t('savedBuilds.loading')} />
      </Inline>
    );
  if (drafts.items.length === 0)
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

  const remove = async (draft: PcBuild) => {
    setPending(true);
    try {
      await drafts.remove(draft.id);
      setNotice({ tone: 'success', text: t('savedBuilds.deleted', { name: draft.name }) });
    } catch (failure) {
      console.error(`Deleting the saved build ${draft.id} failed`, failure);
      setNotice({ tone: 'critical', text: t('savedBuilds.actionFailed') });
    } finally {
      setPending(false);
      setDeleting(null);
    }
  };

  const rename = async (draft: PcBuild, name: string) => {
    setPending(true);
    setRenameError(undefined);
    try {
      await drafts.rename(draft.id, name);
      setRenaming(null);
    } catch (failure) {
      setRenameError(
        failure instanceof Error && 'status' in failure && failure.status === 400
          ? t('savedBuilds.invalidName')
          : t('savedBuilds.actionFailed'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack space="medium">
      <div aria-live="polite">{notice && <Alert tone={notice.tone} message={notice.text} />}</div>
      <ul aria-label={t('savedBuilds.title')} className={styles.savedBuilds}>
        {drafts.items.map((draft) => {
          const picture =
            draft.components_detailed.find(({ product }) => product.category === 'case') ??
            draft.components_detailed[0];
          return (
            <li key={draft.id}>
              <SavedBuildCard
                name={draft.name}
                headingLevel={2}
                {...(draft.reference ? { reference: draft.reference } : {})}
                image={{
                  src: picture?.product.image ?? '/favicon.svg',
                  alt: '',
                  width: 480,
                  height: 480,
                }}
                link={
                  <RouterLink to={`${to('/custom-pc-builder/customiser')}?draft=${draft.id}`} />
                }
                components={draft.components_detailed.map(({ product, amount }) =>
                  amount > 1 ? `${amount} × ${product.title}` : product.title,
                )}
                price={{ amount: draft.price, currency: draft.currency, locale }}
                estimatedShipDate={draft.estimated_ship_date}
                problems={problemsOf(draft, t)}
                labels={{
                  reference: t('savedBuilds.reference'),
                  shipDate: t('savedBuilds.shipDate'),
                }}
                actions={
                  <Inline space="small">
                    <Link asChild>
                      <RouterLink
                        to={`${to('/custom-pc-builder/customiser')}?draft=${draft.id}`}
                        aria-label={`${t('savedBuilds.open')}: ${draft.name}`}
                      >
                        {t('savedBuilds.open')}
                      </RouterLink>
                    </Link>
                    <Button
                      size="small"
                      tone="secondary"
                      aria-label={`${t('savedBuilds.rename')}: ${draft.name}`}
                      onClick={() => {
                        setRenameError(undefined);
                        setRenaming(draft);
                      }}
                    >
                      {t('savedBuilds.rename')}
                    </Button>
                    <Button
                      size="small"
                      tone="critical"
                      aria-label={`${t('savedBuilds.delete')}: ${draft.name}`}
                      onClick={() => setDeleting(draft)}
                    >
                      {t('savedBuilds.delete')}
                    </Button>
                  </Inline>
                }
              />
            </li>
          );
        })}
      </ul>
      <Text size="small" tone="muted">
        <Link asChild>
          <RouterLink to={to('/custom-pc-builder/customiser')}>
            {t('savedBuilds.customise')}
          </RouterLink>
        </Link>
      </Text>
      <Dialog.Root
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      >
        <Dialog.Content closeLabel={t('savedBuilds.close')}>
          <Dialog.Title>{t('savedBuilds.deleteTitle')}</Dialog.Title>
          <Dialog.Description>
            {t('savedBuilds.deleteDescription', { name: deleting?.name ?? '' })}
          </Dialog.Description>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button tone="secondary" data-autofocus>
                {t('savedBuilds.cancel')}
              </Button>
            </Dialog.Close>
            <Button
              tone="critical"
              loading={pending}
              onClick={() => {
                if (deleting) void remove(deleting);
              }}
            >
              {t('savedBuilds.delete')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
      {renaming && (
        <RenameDraftDialog
          open
          onOpenChange={(open) => {
            if (!open) setRenaming(null);
          }}
          currentName={renaming.name}
          pending={pending}
          {...(renameError ? { error: renameError } : {})}
          onRename={(name) => void rename(renaming, name)}
          labels={{
            title: t('savedBuilds.renameTitle'),
            description: t('savedBuilds.renameDescription'),
            name: t('savedBuilds.name'),
            rename: t('savedBuilds.renameAction'),
            cancel: t('savedBuilds.cancel'),
            close: t('savedBuilds.close'),
          }}
        />
      )}
    </Stack>
  );
});

export { SavedBuildsTab as Component };
