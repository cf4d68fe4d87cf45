/**
 * A plain, readable HTML email: one column, system fonts, inline styles only
 * (mail clients drop style sheets), every text escaped. The plain-text body
 * says the same.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

export type EmailBlock =
  | { kind: 'p'; text: string; muted?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; lines: readonly string[] }
  | { kind: 'steps'; items: readonly { title: string; text: string }[] }
  | { kind: 'button'; label: string; href: string; note?: string }
  | { kind: 'link'; label: string; href: string };

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const paragraph = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'p':
      return paragraph(block.text, block.muted ? 'color:#5b5b6b;font-size:14px;' : '');
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:16px;line-height:1.4;color:#111118;">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return `<div style="margin:0 0 16px;padding:14px 16px;border-left:3px solid #7c5cff;background:#f5f3ff;border-radius:6px;">${block.lines
        .map((line, i) => `<p style="margin:0${i ? ';margin-top:4px;color:#3d3d4d' : ';font-weight:600'}">${escapeHtml(line)}</p>`)
        .join('')}</div>`;
    case 'steps':
      return `<ol style="margin:0 0 16px;padding-left:20px;">${block.items
        .map(
          (s) =>
            `<li style="margin:0 0 8px;"><strong>${escapeHtml(s.title)}</strong><br><span style="color:#3d3d4d">${escapeHtml(s.text)}</span></li>`,
        )
        .join('')}</ol>`;
    case 'button':
      return `<p style="margin:0 0 8px;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#5b3df5;color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(block.label)}</a></p>${
        block.note ? paragraph(block.note, 'color:#5b5b6b;font-size:14px;') : ''
      }`;
    case 'link':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.label)}<br><a href="${escapeHtml(block.href)}" style="color:#5b3df5;">${escapeHtml(block.href)}</a></p>`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'p':
      return block.text;
    case 'heading':
      return block.text;
    case 'facts':
      return block.lines.join('\n');
    case 'steps':
      return block.items.map((s, i) => `${i + 1}. ${s.title}: ${s.text}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.href}${block.note ? `\n${block.note}` : ''}`;
    case 'link':
      return `${block.label}\n${block.href}`;
  }
}

/** Both bodies of one email from the same blocks. */
export function renderEmail(title: string, blocks: readonly EmailBlock[]): { body: string; html: string } {
  const body = `${blocks.map(blockText).join('\n\n')}\n`;
  const html = [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:#f4f4f7;font-family:${FONT};font-size:16px;line-height:1.55;color:#111118;">`,
    '<div style="max-width:560px;margin:0 auto;padding:28px 24px;background:#ffffff;border-radius:12px;">',
    '<p style="margin:0 0 20px;font-size:13px;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#5b3df5;">Lumora Studio</p>',
    ...blocks.map(blockHtml),
    '</div></body></html>',
  ].join('');
  return { body, html };
}
