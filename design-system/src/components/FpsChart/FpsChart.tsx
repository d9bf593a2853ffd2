import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FpsChart.css';

export interface FpsChartResolution {
  key: string;
  /** The column heading ("1440p"). */
  label: string;
}

export interface FpsChartGame {
  id: string;
  name: string;
  /** Average FPS per resolution key; `null` where there is no figure. */
  fps: Record<string, number | null>;
}

export interface FpsChartLabels {
  /** Heads the games column ("Game"). */
  game: string;
  /** The unit after each figure ("FPS"). */
  unit: string;
  /** In place of a missing figure ("Not measured"). */
  notAvailable: string;
}

export interface FpsChartProps {
  /** Names the chart ("Estimated FPS, high settings"). */
  caption: string;
  resolutions: FpsChartResolution[];
  games: FpsChartGame[];
  labels: FpsChartLabels;
  /** A frame rate to reach (a monitor's refresh rate): marked on every bar, bars below it warn. */
  target?: { fps: number; label: string };
  className?: string;
  ref?: Ref<HTMLTableElement>;
}

/**
 * FPS per game and resolution as a real table (game row headers, resolution column headers),
 * with a bar drawn under each figure for the eye; the bars are hidden from screen readers.
 */
export function FpsChart({
  caption,
  resolutions,
  games,
  labels,
  target,
  className,
  ref,
}: FpsChartProps) {
  const figures = games.flatMap((game) => resolutions.map((r) => game.fps[r.key] ?? 0));
  const scale = Math.max(...figures, target?.fps ?? 0, 1);
  return (
    <table ref={ref} className={cx(styles.table, className)}>
      <caption className={styles.caption}>
        {caption}
        {target && <span className={styles.legend}>{target.label}</span>}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={cx(styles.columnHeader, styles.gameColumn)}>
            {labels.game}
          </th>
          {resolutions.map((resolution) => (
            <th key={resolution.key} scope="col" className={styles.columnHeader}>
              {resolution.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.id}>
            <th scope="row" className={styles.rowHeader}>
              {game.name}
            </th>
            {resolutions.map((resolution) => {
              const fps = game.fps[resolution.key] ?? null;
              return (
                <td key={resolution.key} className={styles.cell}>
                  {fps === null ? (
                    <span className={styles.missing}>{labels.notAvailable}</span>
                  ) : (
                    <>
                      <span className={styles.value}>
                        {fps} <span className={styles.unit}>{labels.unit}</span>
                      </span>
                      <span
                        aria-hidden="true"
                        className={styles.track}
                        style={assignInlineVars({
                          [styles.fill]: String(fps / scale),
                          [styles.target]: String((target?.fps ?? 0) / scale),
                        })}
                      >
                        <span
                          className={cx(
                            styles.bar,
                            target && fps < target.fps && styles.belowTarget,
                          )}
                        />
                        {target && <span className={styles.targetLine} />}
                      </span>
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
