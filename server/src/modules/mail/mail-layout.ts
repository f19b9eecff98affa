/**
 * French transactional e-mails (vouvoiement). Each template returns a subject, a plain-text version and
 * a simple, accessible HTML version (inline styles, no external images). Every interpolated value is
 * HTML-escaped in the HTML version. Typography: guillemets « », ordinary spaces before : ; ? !
 * (applied consistently), straight apostrophes.
 */
import { appealInvitation } from '../../../../common/appeal-rules.js';
import { escapeHtml } from '../shared/escape-html.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT_NAME = 'Mijote';
export const BRAND_COLOUR = '#7a2e1d';

export const IGNORE_NOTICE = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";
const SIGNATURE = "L'équipe Mijote";
const FOOTER = "Ce message vous a été envoyé automatiquement par Mijote, l'annuaire des restaurants du Maine-et-Loire. Merci de ne pas y répondre.";

/** Keeps a single line (no control characters) for values interpolated into one line of text. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** "15 minutes", "1 minute", "1 heure", "24 heures". */
export function formatDuration(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m >= 60 && m % 60 === 0) {
    const h = m / 60;
    return `${h} ${h > 1 ? 'heures' : 'heure'}`;
  }
  return `${m} ${m > 1 ? 'minutes' : 'minute'}`;
}

export function greeting(firstName: string): string {
  const name = oneLine(firstName);
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

export const FONT = "font-family:Helvetica,Arial,sans-serif;";
export const P = `margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:#2b2623;`;
export const SMALL = `margin:0 0 12px;${FONT}font-size:13px;line-height:1.5;color:#5c5450;`;

/** Paragraph whose content is already safe HTML. */
export function p(safeHtml: string, style = P): string {
  return `<p style="${style}">${safeHtml}</p>`;
}

/** The link as a button, for the mails whose point is to open it. */
export function linkButton(url: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background-color:${BRAND_COLOUR};border-radius:6px;">` +
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a>` +
    '</td></tr></table>';
}

/** The same link written out, for mail readers that do not show the button. */
export function linkFallback(url: string): string {
  const fallback = 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :';
  return p(`${escapeHtml(fallback)}<br><a href="${escapeHtml(url)}" style="color:${BRAND_COLOUR};word-break:break-all;">${escapeHtml(url)}</a>`, SMALL);
}

/** Wraps the body (already safe HTML) in the common layout. */
export function layout(subject: string, preheader: string, bodyHtml: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f6f1ec;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f6f1ec;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background-color:${BRAND_COLOUR};padding:20px 28px;">
<p style="margin:0;${FONT}font-size:24px;font-weight:bold;letter-spacing:0.5px;color:#ffffff;">${PRODUCT_NAME}</p>
</td></tr>
<tr><td style="padding:28px;">
${bodyHtml}
${p(escapeHtml(SIGNATURE))}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #eadfd6;">
${p(escapeHtml(FOOTER), SMALL.replace('margin:0 0 12px;', 'margin:0;'))}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function text(lines: string[]): string {
  return [...lines, '', SIGNATURE, '', '--', FOOTER, ''].join('\n');
}

/** A message to a restaurateur: a greeting, its paragraphs (plain text, escaped in the HTML) and a link to the dashboard. */
export function restaurateurMail(subject: string, firstName: string, paragraphs: string[], dashboardUrl: string): MailContent {
  const url = oneLine(dashboardUrl);
  const clean = paragraphs.map(oneLine);
  return {
    subject,
    text: text([greeting(firstName), '', ...clean.flatMap((l) => [l, '']), `Votre espace restaurateur : ${url}`]),
    html: layout(subject, clean[0] ?? subject, [
      p(escapeHtml(greeting(firstName))),
      ...clean.map((l) => p(escapeHtml(l))),
      p(`<a href="${escapeHtml(url)}" style="color:${BRAND_COLOUR};">Ouvrir mon espace restaurateur</a>`),
    ].join('\n')),
  };
}

/**
 * How to contest a decision (DSA art. 17 and 20, docs/adr/0041): the wording common/ keeps for every decision e-mail
 * and page. These messages come from an address nobody reads: no reply is invited.
 */
export function appealSentence(appealUrl: string, inAccount = true): string {
  return appealInvitation(appealUrl, inAccount);
}

/** A notice: a greeting and its paragraphs (plain text, escaped in the HTML), no button. */
export function noticeMail(subject: string, firstName: string, paragraphs: string[]): MailContent {
  const clean = paragraphs.map(oneLine);
  return {
    subject,
    text: text([greeting(firstName), '', ...clean.flatMap((l) => [l, ''])]),
    html: layout(subject, clean[0] ?? subject, [p(escapeHtml(greeting(firstName))), ...clean.map((l) => p(escapeHtml(l)))].join('\n')),
  };
}
