import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
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

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      phase?: string;
      story?: { storyGlobals?: { viewport?: { value?: string } } };
    };
  };
}

/**
 * Opens the story and waits until its play function has finished; answers its viewport. A play
 * function that failed leaves the story in a state nobody reviewed, so the screenshot is refused.
 */
async function renderStory(page: Page, id: string): Promise<string | undefined> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  const phase = await page.waitForFunction(() => {
    const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '';
    return ['completed', 'finished', 'played', 'errored'].includes(current) && current;
  });
  expect(await phase.jsonValue(), `the play function of ${id} failed`).not.toBe('errored');
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
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const viewport = await renderStory(page, story.id);
    // A story reviewed at another width (phone, small tablet) is rendered again at that width.
    if (viewport && viewport in storyViewports && viewport !== defaultStoryViewport) {
      await page.setViewportSize(sizeOf(viewport as StoryViewport));
      await renderStory(page, story.id);
    }
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
