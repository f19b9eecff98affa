import { describe, expect, it } from 'vitest';
import { SLIDER_COMMIT_MS } from './constants.js';
import { checkPageElementContent, faqPages, normalisePageElementContent, PAGE_ELEMENT_LIMITS, PAGE_ELEMENT_MESSAGES, PAGE_ELEMENTS } from './page-element-rules.js';

const entry = (n: number) => ({ question: `Question numéro ${n} ?`, answer: `Réponse numéro ${n}, assez longue.` });

describe('page element rules', () => {
  it('the nearby FAQ tells the delay the sliders really wait (issue 28)', () => {
    const faq = PAGE_ELEMENTS.find((e) => e.name === 'faq-proximite')!.origin.entries;
    expect(faq.map((e) => e.answer).join(' ')).toContain(`un instant (${String(SLIDER_COMMIT_MS / 1000).replace('.', ',')} seconde) après votre dernier mouvement du curseur`);
    expect(faq.map((e) => e.answer).join(' ')).not.toContain('relâchez');
  });

  it('accepts every original text', () => {
    for (const e of PAGE_ELEMENTS) expect(checkPageElementContent(e.kind, e.origin), e.name).toBeNull();
  });

  it('names the first question or answer out of bounds, counting characters, not UTF-16 units', () => {
    expect(checkPageElementContent('faq', { entries: [entry(1), { question: 'Quoi', answer: 'Une réponse.' }], text: '' })).toBe(PAGE_ELEMENT_MESSAGES.question(2));
    expect(checkPageElementContent('faq', { entries: [{ question: 'Une question ?', answer: '\u{1F37D}'.repeat(5) }], text: '' })).toBe(PAGE_ELEMENT_MESSAGES.answer(1));
    expect(checkPageElementContent('faq', { entries: [{ question: 'Une\nquestion ?', answer: 'Une réponse assez longue.' }], text: '' })).toBe(PAGE_ELEMENT_MESSAGES.question(1));
    expect(checkPageElementContent('faq', { entries: [entry(1), { ...entry(1), question: '  QUESTION numéro 1 ?' }], text: '' })).toBe(PAGE_ELEMENT_MESSAGES.duplicate(2));
    expect(checkPageElementContent('faq', { entries: [], text: '' })).toBeNull();
  });

  it('bounds the introduction and the banner, one paragraph each; empty is allowed (nothing shown)', () => {
    expect(checkPageElementContent('text', { entries: [], text: 'é'.repeat(PAGE_ELEMENT_LIMITS.introMax) })).toBeNull();
    expect(checkPageElementContent('text', { entries: [], text: 'é'.repeat(PAGE_ELEMENT_LIMITS.introMax + 1) })).toBe(PAGE_ELEMENT_MESSAGES.introTooLong);
    expect(checkPageElementContent('banner', { entries: [], text: 'x'.repeat(PAGE_ELEMENT_LIMITS.bannerMax + 1) })).toBe(PAGE_ELEMENT_MESSAGES.bannerTooLong);
    expect(checkPageElementContent('banner', { entries: [], text: 'un\r\ndeux' })).toBe(PAGE_ELEMENT_MESSAGES.lineBreaks);
    expect(checkPageElementContent('banner', { entries: [], text: '' })).toBeNull();
  });

  it('stores trimmed texts and only what the kind uses; pages the FAQ by four', () => {
    expect(normalisePageElementContent('banner', { entries: [entry(1)], text: '  Annonce  ' })).toEqual({ entries: [], text: 'Annonce' });
    expect(normalisePageElementContent('faq', { entries: [{ question: ' Q ? ', answer: ' R. ' }], text: 'x' })).toEqual({ entries: [{ question: 'Q ?', answer: 'R.' }], text: '' });
    expect(faqPages([1, 2, 3, 4, 5].map(entry)).map((p) => p.length)).toEqual([4, 1]);
    expect(faqPages([])).toEqual([]);
  });
});
