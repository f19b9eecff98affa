/** The demo restaurants' descriptions: an introduction by type or cuisine, the kitchen, and one of their assets. */
import { atName, ofPlace } from '../../../../common/french.js';
import type { Random } from './random.js';
import * as V from './vocabulary.js';

export function biography(rnd: Random, name: string, types: string[], cuisines: string[], city: string, filters: string[]): string {
  const a = atName(city);
  const de = ofPlace(city);
  const cuisine = cuisines[0] ?? 'Française';
  const intro: Record<string, string> = {
    Traditionnel: `${name} vous accueille ${a} dans une salle chaleureuse, pour une cuisine généreuse et faite maison.`,
    Brasserie: /^Brasserie /.test(name)
      ? `Au cœur ${de}, la ${name.charAt(0).toLowerCase()}${name.slice(1)} vous accueille du déjeuner au dîner dans une ambiance animée.`
      : `Au cœur ${de}, ${name} est une brasserie animée où l'on vient du déjeuner au dîner.`,
    Bistrot: `${name} est un bistrot de quartier ${a}, avec son comptoir en zinc et une ardoise qui change au gré du marché.`,
    Bistronomique: `${name} marie l'esprit bistrot et une cuisine inventive, dans une salle contemporaine ${a}.`,
    Gastronomique: `Table gastronomique ${de}, ${name} propose des menus dégustation qui subliment les produits de l'Anjou.`,
    Crêperie: `${name} sert ${a} des galettes de sarrasin et des crêpes de froment préparées minute.`,
    Pizzeria: `${name} prépare ses pizzas avec une pâte maturée quarante-huit heures, cuites au feu de bois.`,
    'à Volonté': `Buffet à volonté ${a} : ${name} propose un large choix de plats chauds et froids renouvelés tout au long du service.`,
    'Auberge-Restaurant': `Dans un ancien corps de ferme en tuffeau, ${name} cultive l'art de recevoir des auberges de campagne.`,
    'Hôtel-Restaurant': `${name} allie hôtel confortable et restaurant : une étape appréciée ${a}, par les voyageurs comme par les habitués.`,
    'Bar-Restaurant': `Bar le matin, restaurant le midi et lieu de rendez-vous le soir : ${name} est l'adresse conviviale ${de}.`,
    Ouvrier: `${name} sert chaque midi un menu complet à prix doux, apprécié des artisans et des salariés du coin.`,
    Guinguette: `Les pieds presque dans l'eau, ${name} est une guinguette où l'on vient boire un verre, manger et écouter des concerts aux beaux jours.`,
    'à Thème': `${name} vous plonge dans un décor unique, pensé dans les moindres détails, pour un repas qui sort de l'ordinaire.`,
  };
  let first = intro[types[0]] ?? intro.Traditionnel;
  if (cuisine !== 'Française' && types[0] !== 'Pizzeria' && types[0] !== 'à Volonté') {
    first = `${name} vous fait découvrir ${a} la cuisine ${cuisine.toLowerCase()}, préparée avec des produits frais et des épices choisies avec soin.`;
  }
  const chef = rnd.pick(V.CHEF_FIRST);
  const second = rnd.pick(
    cuisine === 'Française'
      ? [
          `Aux fourneaux, ${chef} travaille en circuit court avec les producteurs des environs.`,
          'La carte change au fil des saisons et met à l’honneur les vins de Loire.',
          'Tout est fait maison, des entrées aux desserts.',
          `${chef} et son équipe revisitent les classiques de la cuisine angevine.`,
        ]
      : [
          `${chef} et son équipe préparent chaque jour les recettes de la maison.`,
          'Tout est préparé sur place, et la plupart des plats existent aussi à emporter.',
          'La carte, courte, change au fil des saisons.',
        ],
  );
  const thirdOptions: string[] = [];
  if (filters.includes('Terrasse')) thirdOptions.push('Aux beaux jours, profitez de la terrasse.');
  if (filters.includes('Privatisation possible')) thirdOptions.push('La salle peut être privatisée pour vos repas de groupe.');
  if (filters.includes('Accès fauteuil roulant')) thirdOptions.push('Le restaurant est accessible aux personnes à mobilité réduite.');
  thirdOptions.push('Pensez à réserver le week-end, la salle se remplit vite.');
  return rnd.chance(0.7) ? `${first} ${second} ${rnd.pick(thirdOptions)}` : `${first} ${second}`;
}
