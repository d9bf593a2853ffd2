import type { ImportReport } from './runImport';

export interface ReportFormat {
  /** How many skip reasons to list (most frequent first); the rest are summed up. */
  reasons: number;
}

/** The import report as the CLI prints it. */
export function formatReport(report: ImportReport, { reasons }: ReportFormat): string {
  const lines = [
    `BuildCores OpenDB import from ${report.folder}${report.dryRun ? ' (dry run: nothing written)' : ''}`,
    report.attribution,
    '',
    `files read  ${report.files}`,
    `accepted    ${report.accepted}`,
  ];
  if (!report.dryRun) {
    lines.push(
      `  imported ${report.imported} · updated ${report.updated} · unchanged ${report.unchanged}`,
    );
  }
  lines.push(`skipped     ${report.skipped}`, '', 'by category');
  // Every category with valid files, those none of which were accepted (lighting) too.
  const categories = [
    ...new Set([...Object.keys(report.acceptedByCategory), ...Object.keys(report.validByCategory)]),
  ].sort() as (keyof ImportReport['acceptedByCategory'])[];
  for (const category of categories) {
    const accepted = String(report.acceptedByCategory[category] ?? 0).padStart(7);
    const counts = report.byCategory[category];
    const outcome = counts
      ? `  (imported ${counts.imported}, updated ${counts.updated}, unchanged ${counts.unchanged})`
      : '';
    const valid = report.validByCategory[category] ?? 0;
    const share =
      valid > 0 ? ((100 * (report.acceptedByCategory[category] ?? 0)) / valid).toFixed(1) : '–';
    lines.push(
      `  ${category.padEnd(12)}${accepted} of ${String(valid).padStart(5)} valid  ${share.padStart(5)}%${outcome}`,
    );
  }
  lines.push('', 'unknown facts (not listed: the rules answer "unverified")');
  for (const { fact, count } of report.unknownByFact) {
    lines.push(`  ${String(count).padStart(6)}  ${fact}`);
  }
  lines.push('', 'implausible values read as unknown (server/src/importer/mappers/implausible.ts)');
  for (const { fact, when, count } of report.implausible) {
    lines.push(`  ${String(count).padStart(6)}  ${fact}: ${when}`);
  }
  lines.push('', 'skipped by reason');
  for (const { reason, count } of report.skippedByReason.slice(0, reasons)) {
    lines.push(`  ${String(count).padStart(6)}  ${reason}`);
  }
  const rest = report.skippedByReason.slice(reasons);
  if (rest.length > 0) {
    const parts = rest.reduce((total, { count }) => total + count, 0);
    lines.push(`  … ${rest.length} more reasons (${parts} parts): --reasons all lists every one`);
  }
  lines.push('', `duration    ${(report.durationMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
