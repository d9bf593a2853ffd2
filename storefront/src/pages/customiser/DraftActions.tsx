import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Button, Text } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { useBuilder } from './useBuilder';
import { useEditionPath } from '../../navigation/useEditionPath';
import { refusalText } from './refusalText';
import { LOGIN_REASON_PARAM, RETURN_PARAM, type LoginReason } from '../account/guards';
import {
  RenameDraftDialog,
  ResetDraftDialog,
  SaveDraftDialog,
  SavedSuccessfullyDialog,
} from './customiserModals';

/** The query parameter that opens a saved build (draft) in the customiser. */
export const DRAFT_PARAM = 'draft';
/** The query parameter that opens the save dialog: a guest who saved comes back signed in. */
export const SAVE_PARAM = 'save';

type Dialog = 'save' | 'saved' | 'reset' | 'rename' | null;

/**
 * Save, rename and reset of the customiser's build as a draft (source document: save draft PC,
 * saved successfully, reset draft PC, rename draft PC). A guest who saves is told to sign in
 * first and comes back to the same build (its share code) with the save dialog open.
 */
export const DraftActions = observer(function DraftActions() {
  const { t, i18n } = useTranslation('customiser');
  const { customiser, drafts } = useBuilder();
  const { session } = useStores();
  const path = useEditionPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const draftParam = params.get(DRAFT_PARAM);
  const askedToSave = params.get(SAVE_PARAM) !== null;
  const signedIn = session.isLoggedIn;
  const { saving, renaming } = drafts;
  const [saveOnReturn, setSaveOnReturn] = useState(false);
  // The default name counts the saved builds: the dialog opens once they have been read.
  const draftsRead = drafts.loaded || drafts.list.state === 'error';

  // A guest who saved comes back signed in with `?save`, taken at once so a reload won't ask again.
  useEffect(() => {
    if (!askedToSave) return;
    setSaveOnReturn(true);
    setParams(
      (current) => {
        current.delete(SAVE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [askedToSave, setParams]);

  useEffect(() => {
    if (!saveOnReturn || !signedIn || !draftsRead) return;
    setSaveOnReturn(false);
    saving.clear();
    setDialog('save');
  }, [saveOnReturn, signedIn, draftsRead, saving]);

  useEffect(() => {
    if (!signedIn) return;
    const id = Number(draftParam);
    const opening =
      draftParam !== null && Number.isInteger(id) && id > 0 ? drafts.open(id) : drafts.load();
    opening.catch((failure: unknown) => console.error('Loading the saved builds failed', failure));
  }, [signedIn, draftParam, drafts]);

  const refusal = (failure: unknown): string | undefined =>
    failure
      ? refusalText(t, failure, {
          action: 'save',
          issues: customiser.errors,
          locale: i18n.language,
        })
      : undefined;
  const pending = drafts.writing;

  const toLogin = () => {
    const back = `${path('/custom-pc-builder/customiser')}?${new URLSearchParams({ build: customiser.code, [SAVE_PARAM]: '1' })}`;
    const reason: LoginReason = 'save-build';
    void navigate(
      `${path('/login')}?${new URLSearchParams({ [RETURN_PARAM]: back, [LOGIN_REASON_PARAM]: reason })}`,
    );
  };

  const defaultName = drafts.opened?.name ?? drafts.defaultName(t('drafts.defaultName'));

  const keepOpened = () => {
    if (drafts.openedId !== null)
      setParams({ [DRAFT_PARAM]: String(drafts.openedId) }, { replace: true });
  };

  const reset = () => {
    drafts.reset();
    setParams({}, { replace: true });
    setDialog(null);
  };

  const empty = customiser.lines.length === 0;

  return (
    <>
      <Button
        fullWidth
        disabled={empty}
        onClick={() => {
          if (!signedIn) return toLogin();
          saving.clear();
          setDialog('save');
        }}
      >
        {drafts.opened ? t('drafts.actions.update') : t('drafts.actions.save')}
      </Button>
      {drafts.opened && drafts.openedChanged && (
        <Text size="small" tone="muted">
          {t('drafts.changed', { name: drafts.opened.name })}
        </Text>
      )}
      {drafts.opened && (
        <Button
          tone="secondary"
          fullWidth
          onClick={() => {
            renaming.clear();
            setDialog('rename');
          }}
        >
          {t('drafts.actions.rename')}
        </Button>
      )}
      <Button tone="ghost" fullWidth onClick={() => setDialog('reset')} disabled={empty}>
        {t('actions.reset')}
      </Button>
      <SaveDraftDialog
        open={dialog === 'save'}
        onOpenChange={(open) => setDialog(open ? 'save' : null)}
        defaultName={defaultName}
        pending={pending}
        {...(dialog === 'save' && saving.refusal ? { error: refusal(saving.refusal) } : {})}
        onSave={(name) =>
          void saving.run(name).then((saved) => {
            if (!saved) return;
            keepOpened();
            setDialog('saved');
          })
        }
        labels={{
          title: t('drafts.save.title'),
          description: t('drafts.save.description'),
          name: t('drafts.name'),
          save: t('drafts.save.save'),
          cancel: t('drafts.cancel'),
          close: t('drafts.close'),
        }}
      />
      <SavedSuccessfullyDialog
        open={dialog === 'saved'}
        onOpenChange={(open) => setDialog(open ? 'saved' : null)}
        onGoToDrafts={() => void navigate(path('/account/saved-builds'))}
        labels={{
          title: t('drafts.saved.title'),
          description: t('drafts.saved.description', { name: drafts.opened?.name ?? '' }),
          continue: t('drafts.saved.continue'),
          goToDrafts: t('drafts.saved.goToDrafts'),
          close: t('drafts.close'),
        }}
      />
      <ResetDraftDialog
        open={dialog === 'reset'}
        onOpenChange={(open) => setDialog(open ? 'reset' : null)}
        pending={pending}
        onReset={reset}
        onSaveAndReset={() => {
          if (!signedIn) return toLogin();
          void saving.run(defaultName).then((saved) => {
            // A refused save keeps the build: the save dialog says why.
            if (saved) reset();
            else setDialog('save');
          });
        }}
        labels={{
          title: t('drafts.reset.title'),
          description: t('drafts.reset.description'),
          saveAndReset: t('drafts.reset.saveAndReset'),
          reset: t('drafts.reset.reset'),
          close: t('drafts.close'),
        }}
      />
      {drafts.opened && (
        <RenameDraftDialog
          open={dialog === 'rename'}
          onOpenChange={(open) => setDialog(open ? 'rename' : null)}
          currentName={drafts.opened.name}
          pending={pending}
          {...(dialog === 'rename' && renaming.refusal ? { error: refusal(renaming.refusal) } : {})}
          onRename={(name) => {
            const id = drafts.openedId;
            if (id !== null)
              void renaming.run(id, name).then((renamed) => {
                if (renamed) setDialog(null);
              });
          }}
          labels={{
            title: t('drafts.rename.title'),
            description: t('drafts.rename.description'),
            name: t('drafts.name'),
            rename: t('drafts.rename.rename'),
            cancel: t('drafts.cancel'),
            close: t('drafts.close'),
          }}
        />
      )}
    </>
  );
});
