import { describe, expect, it } from 'vitest';
import { APPEAL_TEAM_LABELS, APPEALABLE_DECISIONS, appealDeadline, appealInvitation } from './appeal-rules.js';

/** The contestable decisions (docs/adr/0041, 0049) and the sentence every decision e-mail ends with. */
describe('appeal rules', () => {
  it('names every contestable decision for the person and for area 2, with what reversing it does', () => {
    expect(Object.keys(APPEAL_TEAM_LABELS).sort()).toEqual(Object.keys(APPEALABLE_DECISIONS).sort());
    for (const d of Object.values(APPEALABLE_DECISIONS)) expect(d.label && d.reversed && d.lift).toBeTruthy();
    expect(Object.keys(APPEALABLE_DECISIONS)).toEqual(expect.arrayContaining(['report_kept', 'subscription_ended', 'subscription_suspended']));
  });

  it('the invitation: the link, six months, someone else, the account list unless there is none', () => {
    const url = 'https://mijote.example/contester/3-abc';
    expect(appealInvitation(url)).toBe(`Vous pouvez contester cette décision gratuitement pendant 6 mois en expliquant pourquoi sur cette page personnelle : ${url} (ou depuis votre compte, rubrique « Décisions de modération »). Une autre personne de l’équipe de modération la réexaminera et vous répondra par e-mail.`);
    expect(appealInvitation(url, false)).not.toContain('depuis votre compte');
  });

  it('six calendar months, to the same instant', () => {
    expect(appealDeadline(new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2027-05-29T10:00:00.000Z');
  });
});
