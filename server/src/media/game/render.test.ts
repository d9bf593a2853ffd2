import { describe, expect, it } from 'vitest';
import { sampleGames } from '../testing/samples';
import { expectImage, SIZE_BUDGET } from '../testing/xml';
import { renderGameTile } from './render';

describe('renderGameTile', () => {
  it.each(sampleGames.map((game) => [game.title, game] as const))(
    '%s: a valid 640 × 360 tile with its title, within the size budget',
    (title, game) => {
      const svg = renderGameTile(game);
      const document = expectImage(svg, 640, 360);
      expect(document.querySelector('title')?.textContent).toBe(title);
      const words = Array.from(document.getElementsByTagName('text'))
        .map((node) => node.textContent)
        .join(' ');
      expect(words).toBe(title);
      expect(svg.length).toBeLessThanOrEqual(SIZE_BUDGET);
    },
  );

  it('paints with the game colours', () => {
    const svg = renderGameTile({ title: 'Test', colours: ['#123456', '#abcdef'] });
    expect(svg).toContain('#123456');
    expect(svg).toContain('#abcdef');
  });

  it('is the same for the same game and differs between games', () => {
    const game = sampleGames[0]!;
    expect(renderGameTile(game)).toBe(renderGameTile(game));
    const shapes = (title: string) =>
      renderGameTile({ title, colours: ['#123456', '#abcdef'] }).replace(/<text[\s\S]*<\/g>/, '');
    expect(shapes('First game')).not.toBe(shapes('Second game'));
  });

  it('escapes a hostile title and ignores colours that are not hex', () => {
    const title = '</title><script>alert(1)</script>';
    const svg = renderGameTile({ title, colours: ['red" onload="alert(1)', 'url(https://evil)'] });
    const document = expectImage(svg, 640, 360);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.querySelector('title')?.textContent).toBe(title);
    expect(svg).not.toContain('evil');
    expect(svg).not.toContain('onload');
  });
});
