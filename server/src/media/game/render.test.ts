import { describe, expect, it } from 'vitest';
import { sampleGames } from '../testing/samples';
import { expectImage, SIZE_BUDGET } from '../testing/xml';
import { gameMotifs, gameTypes, type GameType } from '../types';
import { renderGameTile } from './render';

describe('renderGameTile', () => {
  it.each(sampleGames.map((game) => [game.title, game] as const))(
    '%s: a valid 640 × 360 tile with its title, within the size budget',
    (title, game) => {
      const svg = renderGameTile(game);
      const document = expectImage(svg, 640, 360);
      expect(document.querySelector('title')?.textContent).toBe(title);
      expect(document.getElementsByTagName('text')).toHaveLength(1);
      const lines = Array.from(document.getElementsByTagName('tspan')).map(
        (node) => node.textContent,
      );
      expect(lines.join(' ').toLowerCase()).toBe(title.toLowerCase());
      expect(svg.length).toBeLessThanOrEqual(SIZE_BUDGET);
    },
  );

  it.each(gameMotifs.map((motif, i) => [motif, gameTypes[i % gameTypes.length]!] as const))(
    'draws the %s motif under a title in its type, once',
    (motif, type) => {
      const game = { title: 'Night Run', colours: ['#fcee0a', '#00c8d7'] as const };
      const svg = renderGameTile({ ...game, look: { motif, type } });
      const document = expectImage(svg, 640, 360);
      expect(document.getElementsByTagName('text')).toHaveLength(1);
      expect(svg).not.toBe(renderGameTile(game));
      expect(svg.length).toBeLessThanOrEqual(SIZE_BUDGET);
    },
  );

  it('sets each type in its own family, weight, style, tracking and case', () => {
    const wordmarkOf = (type: GameType) => {
      const svg = renderGameTile({
        title: 'Night Run',
        colours: ['#123456', '#abcdef'],
        look: { motif: 'road', type },
      });
      const text = expectImage(svg, 640, 360).getElementsByTagName('text')[0]!;
      return [
        text.getAttribute('font-family'),
        text.getAttribute('font-weight'),
        text.getAttribute('font-style'),
        text.getAttribute('letter-spacing'),
        text.textContent,
      ].join('|');
    };
    const sets = gameTypes.map(wordmarkOf);
    expect(new Set(sets).size).toBe(gameTypes.length);
    expect(wordmarkOf('serif-italic')).toContain('Night Run');
    expect(wordmarkOf('stencil')).toContain('NIGHT RUN');
  });

  it('paints with the game colours', () => {
    const svg = renderGameTile({ title: 'Test', colours: ['#123456', '#abcdef'] });
    expect(svg).toContain('#123456');
    expect(svg).toContain('#abcdef');
  });

  it('is the same for the same game and differs between games', () => {
    const game = sampleGames[0]!;
    expect(renderGameTile(game)).toBe(renderGameTile(game));
    const shapes = (title: string) =>
      renderGameTile({ title, colours: ['#123456', '#abcdef'] }).replace(/<defs><text[\s\S]*$/, '');
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
