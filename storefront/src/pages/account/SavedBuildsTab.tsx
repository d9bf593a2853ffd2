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
import { isRefusal } from '@pcshop/stores';
import { useBuilder } from '../customiser/useBuilder';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useFormText } from './useFormText';
import * as styles from './account.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import type { PageHandle } from '../../routes/pageHandle';
import { markPreloaded, takePreloaded } from '../../ssr/justPreloaded';

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
  const [renaming, setRenaming] = useState<PcBuild | null>(null);
  const [deleting, setDeleting] = useState<PcBuild | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const locale = edition.info.messageLocale;
  const { renaming: rename, removing } = drafts;

  const load = () => void drafts.refresh();
  // Read again whenever the tab opens, but not right after the page's preload read them.
  useEffect(() => {
    if (!takePreloaded(drafts)) void drafts.refresh();
  }, [drafts]);

  if (!drafts.loaded && drafts.list.state === 'error')
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
    setDeleted(null);
    await removing.run(draft.id);
    if (removing.refusal)
      console.error(`Deleting the saved build ${draft.id} failed`, removing.refusal);
    else setDeleted(draft.name);
    setDeleting(null);
  };

  const renameError = rename.refusal
    ? isRefusal(rename.refusal, 400)
      ? t('savedBuilds.invalidName')
      : t('savedBuilds.actionFailed')
    : undefined;

  return (
    <Stack space="medium">
      <div aria-live="polite">
        {removing.refusal ? (
          <Alert tone="critical" message={t('savedBuilds.actionFailed')} />
        ) : (
          deleted && <Alert tone="success" message={t('savedBuilds.deleted', { name: deleted })} />
        )}
      </div>
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
                {...(draft.reference_name ? { reference: draft.reference_name } : {})}
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
                assemblyFee={{ label: t('savedBuilds.assemblyFee'), amount: draft.assembly_fee }}
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
                        rename.clear();
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
              loading={removing.pending}
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
          pending={rename.pending}
          {...(renameError ? { error: renameError } : {})}
          onRename={(name) =>
            void rename.run(renaming.id, name).then((renamed) => {
              if (renamed) setRenaming(null);
            })
          }
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

/** Rendered by the server for the signed-in shopper, with their saved builds. */
export const handle: PageHandle = {
  serverRender: true,
  signedIn: true,
  preload: async (root) => {
    const { drafts } = await root.builder();
    await drafts.refresh();
    markPreloaded(drafts);
  },
};
