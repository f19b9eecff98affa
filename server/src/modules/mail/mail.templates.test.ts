import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../shared/escape-html.js';
import { formatDuration, MAIL_SUBJECTS, passwordResetMail, verificationCodeMail, welcomeMail } from './mail.templates.js';

const NASTY = `<script>alert("x")</script> & 'Zoé'`;

describe('mail templates', () => {
  it('verification code: French subject, code on its own text line, validity, ignore notice', () => {
    const mail = verificationCodeMail({ firstName: 'Élodie', code: '042917', minutes: 15 });
    expect(mail.subject).toBe('Votre code de vérification Mijote');
    expect(mail.text).toMatch(/^Votre code : 042917$/m);
    expect(/Votre code : (\d{6})/.exec(mail.text)?.[1]).toBe('042917');
    expect(mail.text).toContain('Bonjour Élodie,');
    expect(mail.text).toContain('valable 15 minutes');
    expect(mail.text).toContain("Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.");
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('#7a2e1d');
    expect(mail.html).toContain('Mijote');
    expect(mail.html).not.toMatch(/<img\b/i);
  });

  it('password reset: link alone on its line, in an escaped href, single use', () => {
    const link = 'https://mijote.example/reset-password?token=abc&x=1';
    const mail = passwordResetMail({ firstName: 'Jean', link, minutes: 60 });
    expect(mail.subject).toBe(MAIL_SUBJECTS.passwordReset);
    expect(mail.subject).toMatch(/mot de passe/);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('valable 1 heure');
    expect(mail.text).toContain("qu'une seule fois");
    expect(mail.html).toContain('href="https://mijote.example/reset-password?token=abc&amp;x=1"');
  });

  it('welcome: adapted to the role', () => {
    const customer = welcomeMail({ firstName: 'Léa', role: 'customer' });
    const pro = welcomeMail({ firstName: 'Marc', role: 'restaurateur' });
    expect(customer.subject).toBe('Bienvenue sur Mijote !');
    expect(customer.text).toMatch(/favoris/);
    expect(customer.text).toMatch(/avis/);
    expect(pro.text).toMatch(/page de votre restaurant/);
    expect(pro.text).toMatch(/demande de publication/);
    expect(pro.html).toContain('<li');
  });

  it('escapes every interpolated value in the HTML', () => {
    const mails = [
      verificationCodeMail({ firstName: NASTY, code: '<b>1</b>', minutes: 10 }),
      passwordResetMail({ firstName: NASTY, link: 'https://x.fr/"><script>', minutes: 30 }),
      welcomeMail({ firstName: NASTY, role: 'customer' }),
      welcomeMail({ firstName: NASTY, role: 'restaurateur' }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>1</b>');
      expect(mail.html).not.toContain('x.fr/"');
      expect(mail.html).toContain(escapeHtml(NASTY));
    }
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('formats durations in French', () => {
    expect(formatDuration(1)).toBe('1 minute');
    expect(formatDuration(15)).toBe('15 minutes');
    expect(formatDuration(120)).toBe('2 heures');
    expect(formatDuration(90)).toBe('90 minutes');
  });
});
