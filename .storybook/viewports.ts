/** The viewports stories are reviewed at (phone, small tablet, desktop), shared with the visual tests. */
export const storyViewports = {
  phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' } },
  tabletSmall: { name: 'Small tablet (600)', styles: { width: '600px', height: '960px' } },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
} as const;

export type StoryViewport = keyof typeof storyViewports;
export const defaultStoryViewport: StoryViewport = 'desktop';
