import type { EmailCatalogue, EmailKind } from './catalogue';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailContent {
  kind: EmailKind;
  /** The html `lang` of the message. */
  lang: string;
  /** First name of the recipient, when known. */
  name: string | null;
  /** The button's target. */
  url: string;
  /** Values for the `{{placeholders}}` of the texts. */
  params: Record<string, string | number>;
  /** A table after the intro (an order's lines and totals): label and value, already formatted. */
  rows?: readonly { label: string; value: string; strong?: boolean }[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Fills `{{name}}` placeholders; an unknown placeholder is a bug in the caller, not blank text. */
export function interpolate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Email text needs a value for {{${key}}}`);
    return String(value);
  });
}

const ACCENT = '#22d3ee';
const ACCENT_TEXT = '#04141a';

/** One email in text and HTML from a locale's texts; every interpolated value is escaped in HTML. */
export function renderEmail(catalogue: EmailCatalogue, content: EmailContent): RenderedEmail {
  const texts = catalogue[content.kind];
  const fill = (template: string) => interpolate(template, content.params);
  const greeting = content.name
    ? interpolate(catalogue.greetingName, { name: content.name })
    : catalogue.greeting;
  const paragraphs = {
    intro: fill(texts.intro),
    note: fill(texts.note),
    closing: fill(texts.closing),
  };
  const subject = fill(texts.subject);
  const action = fill(texts.action);

  const rows = content.rows ?? [];
  const text = [
    greeting,
    paragraphs.intro,
    ...(rows.length > 0 ? [rows.map((row) => `${row.label}: ${row.value}`).join('\n')] : []),
    `${action}: ${content.url}`,
    paragraphs.note,
    paragraphs.closing,
    catalogue.signature,
    '--',
    catalogue.footer,
  ].join('\n\n');

  const h = escapeHtml;
  const p = (value: string, style = '') =>
    `<p style="margin:0 0 16px;line-height:1.5;${style}">${h(value)}</p>`;
  const html = `<!doctype html>
<html lang="${h(content.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${h(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;letter-spacing:0.02em">Rigsmith</p>
${p(greeting)}
${p(paragraphs.intro)}
${rows.length > 0 ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 24px">${rows.map((row) => `<tr style="${row.strong ? 'font-weight:bold;' : ''}border-bottom:1px solid #e4e4e7"><td style="padding:8px 0">${h(row.label)}</td><td style="padding:8px 0;text-align:right;white-space:nowrap">${h(row.value)}</td></tr>`).join('')}</table>` : ''}
<p style="margin:0 0 24px"><a href="${h(content.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${ACCENT};color:${ACCENT_TEXT};font-weight:bold;text-decoration:none">${h(action)}</a></p>
${p(paragraphs.note)}
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#52525b">${h(catalogue.linkFallback)}<br><a href="${h(content.url)}" style="color:#0e7490;word-break:break-all">${h(content.url)}</a></p>
${p(paragraphs.closing)}
${p(catalogue.signature)}
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">
${p(catalogue.footer, 'font-size:12px;color:#71717a')}
</div>
</body>
</html>
`;
  return { subject, text, html };
}
