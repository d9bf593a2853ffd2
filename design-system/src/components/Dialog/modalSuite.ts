import { expect, isMockFunction, userEvent, waitFor, within } from 'storybook/test';

export interface ModalSuiteOptions {
  canvasElement: HTMLElement;
  /** The accessible name of the button that opens the dialog. */
  trigger: string;
  /** The dialog's accessible name (its title). */
  title: string;
  /** The dialog's accessible description. */
  description?: string;
  /** The accessible name of the × button, when the dialog has one. */
  closeLabel?: string;
  /** The story's `onOpenChange` arg, a `fn()` spy: each close must call it with `false` once. */
  onOpenChange: ((open: boolean) => void) | undefined;
}

const tabbable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function closeCalls(onOpenChange: ModalSuiteOptions['onOpenChange']) {
  if (!isMockFunction(onOpenChange)) throw new Error('Pass a fn() spy as onOpenChange');
  return onOpenChange.mock.calls.filter(([open]) => open === false).length;
}

async function open(options: ModalSuiteOptions) {
  const dialog = await openModal(options.canvasElement, options.trigger);
  await expect(dialog).toHaveAccessibleName(options.title);
  return dialog;
}

async function expectClosedWithFocusOnTrigger(options: ModalSuiteOptions, closes: number) {
  const body = within(options.canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await expect(
    within(options.canvasElement).getByRole('button', { name: options.trigger }),
  ).toHaveFocus();
  await expect(closeCalls(options.onOpenChange)).toBe(closes);
}

/**
 * The behaviour every modal shares, run by each modal's play function: it opens from its trigger
 * as a named, described dialog; focus moves in and Tab / Shift+Tab cannot leave it; Escape (and the
 * × button) close it, return focus to the trigger and call `onOpenChange(false)` exactly once.
 * It ends with the dialog open again, so the story's screenshot shows it.
 */
export async function expectModalBehaviour(options: ModalSuiteOptions) {
  const dialog = await open(options);
  const doc = options.canvasElement.ownerDocument;
  const labelledBy = doc.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  await expect(labelledBy).toHaveTextContent(options.title);
  if (options.description) {
    await expect(dialog).toHaveAccessibleDescription(options.description);
  }
  await waitFor(() => expect(dialog).toContainElement(doc.activeElement as HTMLElement));

  const stops = dialog.querySelectorAll(tabbable).length;
  for (let step = 0; step <= stops; step += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(doc.activeElement as HTMLElement);
  }
  for (let step = 0; step <= stops; step += 1) {
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(doc.activeElement as HTMLElement);
  }

  await userEvent.keyboard('{Escape}');
  await expectClosedWithFocusOnTrigger(options, 1);

  if (options.closeLabel) {
    const reopened = await open(options);
    await userEvent.click(within(reopened).getByRole('button', { name: options.closeLabel }));
    await expectClosedWithFocusOnTrigger(options, 2);
  }

  await open(options);
}

/** Opens a modal from its trigger and returns the dialog once its entry animation has run. */
export async function openModal(canvasElement: HTMLElement, trigger: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}
