import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import {
  defaultStoryViewport,
  storyViewports,
  type StoryViewport,
} from '../../.storybook/viewports';

/**
 * Every story of the built Storybook, screenshotted after its play function has finished and
 * compared with its committed baseline: a new story is covered without writing a test.
 */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = process.env.STORYBOOK_STATIC_DIR ?? path.join(here, '../../storybook-static');
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const defaultSize = { width: 1280, height: 800 };

/**
 * One Storybook preview per worker: loading it is most of a story's time, so each story after
 * the first is shown by the preview's own channel (as Storybook's test runner does), which
 * unmounts the story before and runs the next one's play function.
 */
const test = base.extend<Record<never, never>, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({
        baseURL: workerInfo.project.use.baseURL,
        viewport: defaultSize,
        reducedMotion: 'reduce',
      });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

interface Channel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: { storyId: string; status: string }) => void): void;
  off(event: string, listener: (payload: { storyId: string; status: string }) => void): void;
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { storyGlobals?: { viewport?: { value?: string } } };
    };
  };
}

/**
 * Shows the story and waits until its play function has finished; answers its viewport. A play
 * function that failed leaves the story in a state nobody reviewed, so the screenshot is refused.
 * `load` loads the preview afresh (at a viewport the page was just given) instead of asking it.
 */
async function showStory(page: Page, id: string, load = false): Promise<string | undefined> {
  const loaded =
    !load &&
    (await page.evaluate(() => '__STORYBOOK_ADDONS_CHANNEL__' in window).catch(() => false));
  if (loaded) {
    const status = await page.evaluate(
      (storyId) =>
        new Promise<string>((resolve) => {
          const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!;
          const finished = (event: { storyId: string; status: string }) => {
            if (event.storyId !== storyId) return;
            channel.off('storyFinished', finished);
            resolve(event.status);
          };
          channel.on('storyFinished', finished);
          // As a page loaded afresh: at the top, whatever the story before scrolled to.
          window.scrollTo(0, 0);
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      id,
    );
    expect(status, `the play function of ${id} failed`).not.toBe('error');
  } else {
    await page.goto(`/iframe.html?id=${id}&viewMode=story`);
    const phase = await page.waitForFunction((storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      const current = render?.id === storyId ? (render.phase ?? '') : '';
      return ['completed', 'finished', 'played', 'errored'].includes(current) && current;
    }, id);
    expect(await phase.jsonValue(), `the play function of ${id} failed`).not.toBe('errored');
  }
  return page.evaluate(
    () =>
      (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport
        ?.value,
  );
}

const sizeOf = (viewport: StoryViewport) => ({
  width: Number.parseInt(storyViewports[viewport].styles.width, 10),
  height: Number.parseInt(storyViewports[viewport].styles.height, 10),
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview: page }) => {
    await page.setViewportSize(defaultSize);
    const viewport = await showStory(page, story.id);
    // A story reviewed at another width (phone, small tablet) is loaded again at that width.
    if (viewport && viewport in storyViewports && viewport !== defaultStoryViewport) {
      await page.setViewportSize(sizeOf(viewport as StoryViewport));
      await showStory(page, story.id, true);
    }
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
