import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '../../../../common/menu-rules';
import { carteChanges, carteKey, carteProblem, styleOfLabel, toCarteValues, toSectionValues, type CarteData } from './menu-form';

const menu: CarteData = {
  style: 'classique',
  interactive: true,
  sections: [
    { title: 'Entrées', dishes: [{ name: 'Rillauds', description: '', priceCents: 950 }] },
    { title: 'Desserts', dishes: [{ name: 'Crémet', description: '', priceCents: 750 }, { name: 'Tatin', description: 'Crème crue', priceCents: null }] },
  ],
  photos: [{ id: 1, url: '/media/a.webp', width: 10, height: 10, alt: '' }],
};

describe('the carte form', () => {
  it('holds prices as French euros and gives them back in cents', () => {
    const values = toCarteValues(menu);
    expect(values.style).toBe('Classique');
    expect(styleOfLabel('Ardoise')).toBe('ardoise');
    expect(values.sections[0].dishes[0].price).toBe('9,50');
    expect(values.sections[1].dishes[1].price).toBe('');
    expect(toSectionValues(values.sections)).toEqual(menu.sections);
    expect(carteKey(values)).toBe(carteKey(toCarteValues(menu)));
  });

  it('names a price that is not one, then the common/ rules', () => {
    const values = toCarteValues(menu);
    values.sections[1].dishes[0].price = 'douze';
    expect(carteProblem(values.sections)).toBe(`Rubrique 2, plat 1 : ${MENU_MESSAGES.priceInvalid}`);
    values.sections[1].dishes[0].price = '12';
    values.sections[0].title = ' ';
    expect(carteProblem(values.sections)).toBe(`Rubrique 1 : ${MENU_MESSAGES.sectionTitleInvalid}`);
  });

  it('says what a save changed', () => {
    const after: CarteData = {
      style: 'ardoise',
      interactive: true,
      sections: [
        { title: 'Desserts', dishes: [{ name: 'Tatin', description: 'Crème crue', priceCents: 800 }, { name: 'Crémet', description: '', priceCents: 750 }] },
        { title: 'Plats', dishes: [{ name: 'Sandre au beurre blanc', description: '', priceCents: 2200 }] },
      ],
      photos: [],
    };
    expect(carteChanges(menu, after)).toEqual([
      'Style de la carte : Ardoise',
      'Rubrique ajoutée : « Plats »',
      'Rubrique retirée : « Entrées »',
      'Desserts : « Tatin » modifié',
      'Desserts : ordre des plats modifié',
      'Une photo de la carte retirée',
    ]);
    expect(carteChanges(menu, menu)).toEqual([]);
  });
});
