/** French words and sentences of the fictional demo restaurants (seed only; every name is invented). */

export const GIVEN_M = ['Marcel', 'Louis', 'Jules', 'Gaston', 'Léon', 'Paul', 'Henri', 'Lucien', 'Émile', 'Victor', 'Fernand', 'Albert', 'René', 'Maurice', 'Georges', 'Antoine', 'Baptiste', 'Raymond', 'Armand', 'Félix'];
export const GIVEN_F = ['Louise', 'Jeanne', 'Margot', 'Suzanne', 'Lucie', 'Rose', 'Marthe', 'Alice', 'Colette', 'Madeleine', 'Léonie', 'Hélène', 'Simone', 'Odette', 'Germaine', 'Mathilde', 'Yvonne', 'Augustine'];
export const SURNAMES = ['Morin', 'Guérin', 'Boutin', 'Chauvin', 'Gaudin', 'Rousseau', 'Bertin', 'Ménard', 'Poirier', 'Moreau', 'Renou', 'Chevalier', 'Lemoine', 'Cailleau', 'Pasquier', 'Gouin', 'Brochard', 'Jamet', 'Richou', 'Thibault', 'Audouin', 'Besnard', 'Cesbron', 'Delaunay'];
export const ITALIAN_GIVEN = ['Marco', 'Luca', 'Giovanni', 'Paolo', 'Enzo', 'Matteo', 'Giulia', 'Francesca', 'Sofia', 'Alessandro', 'Lorenzo', 'Carla', 'Nino', 'Rosa'];
export const ITALIAN_PLACES = ['Napoli', 'Roma', 'Firenze', 'Venezia', 'Sicilia', 'Toscana', 'Capri', 'Verona', 'Palermo', 'Amalfi'];

/** Masculine nouns starting with a consonant ("Le Petit Marché", "Brasserie du Port"). */
export const M_NOUNS = ['Marché', 'Pont', 'Moulin', 'Château', 'Lavoir', 'Carrefour', 'Mail', 'Prieuré', 'Cloître', 'Jardin', 'Verger', 'Pressoir', 'Clos', 'Coteau', 'Relais', 'Port', 'Comptoir', 'Fournil', 'Bouchon', 'Faubourg', 'Colombier', 'Boulevard', 'Chai', 'Tilleul', 'Marronnier'];
/** Feminine nouns starting with a consonant ("La Petite Halle", "Brasserie de la Gare"). */
export const F_NOUNS = ['Place', 'Halle', 'Gare', 'Tour', 'Fontaine', 'Treille', 'Cave', 'Forge', 'Grange', 'Levée', 'Cour', 'Source', 'Table', 'Closerie', 'Tonnelle', 'Guinguette', 'Boulangerie', 'Marine', 'Vigne', 'Cantine'];
export const M_ADJ_BEFORE = ['Petit', 'Vieux', 'Bon', 'Grand', 'Joli'];
export const F_ADJ_BEFORE = ['Petite', 'Vieille', 'Bonne', 'Grande', 'Belle'];
export const M_ADJ_AFTER = ['Gourmand', 'Angevin', 'Fleuri', 'Ligérien', 'Doré', 'Caché', 'Voyageur', 'Gourmet', 'Rouge', 'Bleu'];
export const F_ADJ_AFTER = ['Gourmande', 'Angevine', 'Fleurie', 'Ligérienne', 'Dorée', 'Cachée', 'Voyageuse', 'Rouge', 'Bleue', 'Verte'];

export const FOREIGN_NAMES: Record<string, string[]> = {
  Japonaise: ['Sakura', 'Kyoto', 'Osaka Sushi', 'Yuki', 'Hanami', 'Fuji', 'Tokyo Ramen', 'Sushi Kaze', 'Maison Sora', 'Izakaya Hiro', 'Umami'],
  Chinoise: ['Le Jardin de Pékin', "Le Dragon d'Or", 'Le Palais de Chine', 'Shanghai', 'Le Lotus Bleu', 'La Muraille de Chine', 'Le Mandarin', 'Le Bambou'],
  Vietnamienne: ['Saïgon', 'Le Mékong', 'Hanoï', 'Phở Hạnh', "La Baie d'Along", "Le Lotus d'Or", 'Indochine'],
  Thaïlandaise: ['Bangkok Street', 'Thaï Orchidée', 'Le Siam', 'Chiang Mai', 'Baan Thaï', 'Thaï Basilic'],
  Indienne: ['Le Taj Mahal', 'Le Maharaja', 'Bombay', 'Le Rajasthan', 'Namaste', 'Le Kashmir', 'Le Palais des Indes', 'Jaipur'],
  Libanaise: ['Le Cèdre', 'Beyrouth', 'Le Byblos', 'Les Saveurs du Liban', 'Le Phénicien', 'Mezzé'],
  Marocaine: ['Le Riad', 'La Médina', "L'Atlas", 'Le Marrakech', 'Fès', 'La Koutoubia', 'Le Souk', 'Essaouira'],
  Turque: ['Le Bosphore', 'Istanbul', 'Anatolie', 'Cappadoce', 'Le Sultan'],
  Américaine: ['Le Diner', 'Route 66', 'Brooklyn Burger', "Smokey's", 'Liberty Burger', 'Le Texas', 'Manhattan Café'],
  Mexicaine: ['El Sombrero', 'Casa Frida', 'La Cantina', 'Oaxaca', 'La Catrina'],
  Espagnole: ['La Bodega', 'Tapas y Vino', 'El Rincón', 'La Feria', 'Sevilla'],
  Portugaise: ['O Galo', 'Lisboa', 'Porto Café', 'Casa Lusa', 'O Bacalhau'],
  Grecque: ["L'Olivier", 'Santorin', 'Mykonos', "L'Acropole", 'Le Péloponnèse'],
  Coréenne: ['Séoul', 'Kimchi House', 'Bibim', 'Gangnam'],
  Antillaise: ['Ti Kréol', 'Le Flamboyant', 'Madinina', 'Karukera', 'Saveurs des Îles'],
  Africaine: ['Le Baobab', 'Teranga', 'Dakar', 'Mama Africa', 'Le Sahel'],
};

export const THEME_NAMES = ['Le Comptoir des Pirates', 'La Cabane du Trappeur', 'Le Wagon', 'Le Saloon', 'Le Donjon', 'La Cale du Corsaire', 'Le Jukebox', "L'Atelier du Tonnelier"];
export const BUFFET_NAMES = ['Le Grand Buffet', 'Royal Wok', 'Asia Buffet', 'Wok & Grill', 'Planète Buffet', 'Le Buffet des Saveurs', 'Wok Impérial'];
export const BRETON_NAMES = ['Ty Breizh', 'Ty Gwenn', 'Ty Koz', 'La Bolée', 'Le Blé Noir', 'Le Sarrasin', 'Krampouezh'];

export const STREETS_BY_CITY: Record<string, string[]> = {
  angers: ['place du Ralliement', 'rue Saint-Laud', 'rue Lenepveu', 'boulevard Foch', 'rue Plantagenêt', 'rue Toussaint', 'place Sainte-Croix', 'rue de la Roë', 'boulevard du Roi-René', 'quai des Carmes', 'rue Beaurepaire', 'place de la Laiterie', 'rue Bressigny', 'rue Saint-Aubin', 'place du Pilori', 'rue des Lices', 'rue Baudrière', 'boulevard Ayrault', 'rue du Mail', 'avenue Pasteur', 'rue de la Parcheminerie', 'place Imbach', 'rue Saint-Julien', 'rue Boisnet', 'place Molière'],
  cholet: ['rue Nationale', 'place Travot', 'rue du Commerce', 'place Rougé', 'rue Saint-Bonaventure', 'boulevard Gustave-Richard', 'rue Travot', 'avenue Gambetta', 'rue des Vieux-Greniers'],
  saumur: ['quai Mayaud', 'rue Saint-Nicolas', 'place de la Bilange', 'rue Dacier', 'place Saint-Pierre', 'rue Franklin-Roosevelt', 'quai Carnot', "rue d'Orléans", 'rue du Portail-Louis'],
};
export const GENERIC_STREETS = ['rue Nationale', "place de l'Église", 'rue de la Gare', 'avenue de la République', 'rue du Commerce', 'place du Marché', 'rue de la Mairie', 'rue Principale', 'place de la Mairie', 'rue du Pont', 'rue de la Loire', 'rue des Écoles', 'grande rue', 'rue Saint-Pierre', 'route de Nantes', "rue d'Anjou", 'rue du Moulin', 'place du Champ-de-Foire', 'rue Pasteur', 'rue Victor-Hugo'];

export const CHEF_FIRST = ['Julien', 'Claire', 'Thomas', 'Camille', 'Nicolas', 'Élodie', 'Maxime', 'Sophie', 'Antoine', 'Pauline', 'Guillaume', 'Manon', 'Romain', 'Aurélie', 'Kevin', 'Marion', 'Yann', 'Laure'];

export const REVIEW_AUTHORS = ['Camille', 'Thomas', 'Nathalie', 'Julien', 'Sophie', 'Nicolas', 'Isabelle', 'Pierre', 'Céline', 'Mathieu', 'Aurélie', 'Olivier', 'Sandrine', 'Laurent', 'Émilie', 'Vincent', 'Chloé', 'Hugo', 'Léa', 'François', 'Valérie', 'Stéphane', 'Marine', 'Jérôme', 'Anne', 'Benoît', 'Claire', 'Damien', 'Élise', 'Patrick', 'Manon', 'Yannick', 'Inès', 'Bruno', 'Lucie', 'Alexandre'];

type Dish = [name: string, description: string, price: number];
export interface MenuTemplate { sections: [title: string, dishes: Dish[]][] }

const FR_STARTERS: Dish[] = [
  ['Terrine de campagne maison', 'Cornichons et pain de campagne grillé', 7.5],
  ["Rillauds d'Anjou", 'Servis tièdes, salade de mâche', 8],
  ['Œuf parfait', 'Crème de champignons, noisettes torréfiées', 9],
  ['Velouté de saison', 'Selon le marché', 7],
  ['Salade de chèvre chaud', "Miel de l'Anjou et cerneaux de noix", 9.5],
  ['Tartare de saumon', 'Citron vert et aneth', 10.5],
  ['Escargots de Bourgogne', 'Beurre persillé, la demi-douzaine', 9],
  ["Soupe à l'oignon gratinée", 'Croûtons et comté affiné', 8],
];
const FR_MAINS: Dish[] = [
  ['Sandre au beurre blanc', 'Poisson de Loire, pommes vapeur', 21],
  ['Magret de canard', 'Sauce au miel et au cidre, gratin dauphinois', 20],
  ['Entrecôte grillée', 'Frites maison, sauce au poivre', 22],
  ["Joue de bœuf confite au vin d'Anjou", "Purée à l'ancienne", 19],
  ['Filet de bar', 'Risotto crémeux au citron', 22],
  ['Suprême de volaille fermière', 'Jus corsé, légumes de saison', 17],
  ['Andouillette grillée', "Moutarde à l'ancienne, frites maison", 16],
  ['Burger du chef', 'Bœuf charolais, cheddar affiné, frites maison', 16],
  ['Risotto aux champignons', 'Parmesan et huile de truffe, plat végétarien', 16],
];
const FR_DESSERTS: Dish[] = [
  ["Crémet d'Anjou", 'Coulis de fruits rouges', 7.5],
  ['Tarte Tatin', 'Crème fraîche épaisse', 7.5],
  ['Moelleux au chocolat', 'Cœur coulant, glace vanille', 8],
  ['Crème brûlée à la vanille', 'Vanille de Madagascar', 7],
  ['Café gourmand', 'Trois mignardises du moment', 8.5],
  ["Poire pochée au vin d'Anjou", 'Glace cannelle', 7.5],
  ['Île flottante', 'Caramel et pralines roses', 6.5],
];
const FR_CHEESE: Dish[] = [
  ['Assiette de fromages affinés', 'Sélection de notre fromager', 8],
  ['Chèvre frais de la ferme', 'Miel et noix', 6],
];

export const MENUS: Record<string, MenuTemplate> = {
  Française: { sections: [['Entrées', FR_STARTERS], ['Plats', FR_MAINS], ['Fromages', FR_CHEESE], ['Desserts', FR_DESSERTS]] },
  Gastronomique: {
    sections: [
      ['Pour commencer', [['Langoustine rôtie', 'Bisque légère, agrumes', 19], ['Foie gras de canard mi-cuit', 'Chutney de coings, brioche toastée', 18], ['Asperges vertes de Loire', 'Sabayon au savennières', 16]]],
      ['Poissons', [['Saint-Jacques snackées', 'Topinambour, beurre noisette', 32], ['Sandre de Loire', 'Beurre blanc au chenin, poireaux fondants', 29]]],
      ['Viandes', [['Pigeon de Mesquer', 'Cuisse confite, jus au cacao', 36], ["Filet de bœuf de l'Anjou", 'Pomme soufflée, sauce bordelaise', 38], ["Ris de veau doré", 'Morilles et vin jaune', 39]]],
      ['Douceurs', [['Soufflé au Cointreau', 'Sorbet orange sanguine', 14], ['Chocolat grand cru', 'Praliné noisette, glace fève tonka', 15], ['Fraises de Saumur', 'Crémeux vanille, sablé breton', 13]]],
    ],
  },
  Crêperie: {
    sections: [
      ['Galettes de sarrasin', [['Complète', 'Jambon, œuf, emmental', 9.5], ['Forestière', 'Champignons, lardons, crème', 11.5], ['Chèvre-miel', 'Chèvre, miel, noix, salade', 11], ['Saumon fumé', 'Crème ciboulette, citron', 12.5], ['Andouille de Guémené', 'Moutarde, oignons confits', 12]]],
      ['Crêpes sucrées', [['Beurre-sucre', 'La crêpe de notre enfance', 4.5], ['Caramel au beurre salé', 'Caramel maison', 6], ['Chocolat-banane', 'Chocolat noir fondu', 6.5], ['Suzette', 'Flambée au Grand Marnier', 8], ['Pommes caramélisées', 'Glace vanille', 7.5]]],
      ['Boissons', [['Bolée de cidre brut', 'Cidre fermier', 3.5], ['Jus de pomme artisanal', 'Pressé en Anjou', 3.5], ['Lait ribot', 'Servi frais', 3]]],
    ],
  },
  Italienne: {
    sections: [
      ['Antipasti', [['Bruschetta', 'Tomates, basilic, huile d’olive', 7], ['Burrata', 'Tomates cerises, pesto', 12], ['Vitello tonnato', 'Veau, sauce au thon et câpres', 11]]],
      ['Pizzas', [['Margherita', 'Tomate, mozzarella, basilic', 10], ['Regina', 'Jambon, champignons, mozzarella', 12.5], ['Quattro formaggi', 'Mozzarella, gorgonzola, parmesan, chèvre', 13.5], ['Calzone', 'Jambon, œuf, champignons', 13], ['Diavola', 'Salami piquant, olives', 13], ['Végétarienne', 'Légumes grillés, roquette', 12.5]]],
      ['Pâtes', [['Spaghetti carbonara', 'Guanciale, pecorino, jaune d’œuf', 13], ['Tagliatelle al ragù', 'Ragù mijoté quatre heures', 14], ['Penne all’arrabbiata', 'Sauce tomate pimentée', 12]]],
      ['Dolci', [['Tiramisu maison', 'Mascarpone et café', 7], ['Panna cotta', 'Coulis de fruits rouges', 6.5], ['Affogato', 'Glace vanille, espresso', 6]]],
    ],
  },
  Japonaise: {
    sections: [
      ['Entrées', [['Soupe miso', 'Tofu, wakamé, ciboulette', 4], ['Gyoza', 'Raviolis grillés au porc, cinq pièces', 6.5], ['Salade de chou', 'Sauce sésame', 3.5]]],
      ['Sushis et makis', [['Assortiment de sushis', 'Huit pièces', 14], ['California saumon-avocat', 'Six pièces', 7.5], ['Chirashi saumon', 'Riz vinaigré, saumon, avocat', 16]]],
      ['Plats chauds', [['Ramen tonkotsu', 'Bouillon de porc, œuf mariné', 14.5], ['Donburi poulet teriyaki', 'Riz, légumes sautés', 13.5]]],
      ['Desserts', [['Mochis glacés', 'Thé matcha, sésame noir', 6], ['Dorayaki', 'Pâte de haricots rouges', 5]]],
    ],
  },
  Chinoise: {
    sections: [
      ['Entrées', [['Nems au porc', 'Quatre pièces, salade et menthe', 6], ['Raviolis vapeur', 'Crevettes, six pièces', 7], ['Soupe pékinoise', 'Aigre-piquante', 6]]],
      ['Plats', [['Canard laqué', 'Crêpes fines, sauce hoisin', 16], ['Poulet aux noix de cajou', 'Légumes croquants', 13], ['Bœuf sauté aux oignons', 'Sauce soja', 14], ['Riz cantonais', 'Œuf, petits pois, jambon', 6]]],
      ['Desserts', [['Perles de coco', 'Servies tièdes', 5], ['Nougat chinois', 'Sésame et cacahuètes', 4.5]]],
    ],
  },
  Vietnamienne: {
    sections: [
      ['Entrées', [['Nems', 'Porc et crevettes, quatre pièces', 6], ['Rouleaux de printemps', 'Crevettes, herbes fraîches', 6.5]]],
      ['Plats', [['Phở bœuf', 'Bouillon parfumé, nouilles de riz', 13], ['Bò bún', 'Bœuf citronnelle, vermicelles, nems', 13.5], ['Porc au caramel', 'Riz jasmin', 13]]],
      ['Desserts', [['Perles de coco', 'Servies tièdes', 5], ['Chè ba màu', 'Haricots, lait de coco', 5.5]]],
    ],
  },
  Thaïlandaise: {
    sections: [
      ['Entrées', [['Tom yam kung', 'Soupe épicée aux crevettes', 8], ['Satay de poulet', 'Sauce cacahuète', 7]]],
      ['Plats', [['Pad thaï aux crevettes', 'Nouilles sautées, cacahuètes', 14], ['Curry vert de poulet', 'Lait de coco, basilic thaï', 14], ['Bœuf sauté au basilic', 'Riz jasmin', 14.5]]],
      ['Desserts', [['Riz gluant à la mangue', 'Lait de coco', 6.5]]],
    ],
  },
  Indienne: {
    sections: [
      ['Entrées', [['Samoussas', 'Légumes épicés, deux pièces', 5.5], ["Pakoras d'oignon", 'Beignets de pois chiches', 5.5]]],
      ['Currys', [['Poulet tikka masala', 'Sauce tomate crémeuse', 14], ['Butter chicken', 'Beurre et épices douces', 14.5], ['Agneau korma', 'Noix de cajou, crème', 16], ['Dal de lentilles', 'Plat végétarien', 11]]],
      ['Accompagnements', [['Cheese naan', 'Cuit au tandoor', 4], ['Riz basmati', 'Parfumé au safran', 3.5]]],
      ['Desserts', [['Kulfi', 'Glace à la pistache', 5], ['Lassi mangue', 'Yaourt et mangue', 4.5]]],
    ],
  },
  Libanaise: {
    sections: [
      ['Mezzés', [['Houmous', 'Pois chiches, tahiné', 6], ['Taboulé libanais', 'Persil, menthe, citron', 6], ['Falafels', 'Sauce tarator', 7], ['Moutabal', 'Caviar d’aubergine', 6]]],
      ['Grillades', [['Chawarma de poulet', 'Sauce à l’ail, frites', 13], ['Kafta grillée', 'Bœuf et agneau aux épices', 14], ['Assiette de mezzés', 'Six spécialités à partager', 15]]],
      ['Desserts', [['Baklawas', 'Pistaches et fleur d’oranger', 5.5], ['Mouhalabieh', 'Crème de lait à la fleur d’oranger', 5]]],
    ],
  },
  Marocaine: {
    sections: [
      ['Entrées', [['Harira', 'Soupe de lentilles et pois chiches', 6], ['Briouates', 'Feuilletés à la viande', 7], ['Zaalouk', 'Aubergines et tomates', 6]]],
      ['Tajines et couscous', [["Tajine d'agneau aux pruneaux", 'Amandes grillées', 18], ['Couscous royal', 'Agneau, poulet, merguez', 19], ['Pastilla au poulet', 'Amandes, cannelle', 17], ['Tajine de poulet au citron confit', 'Olives violettes', 16]]],
      ['Douceurs', [['Cornes de gazelle', 'Avec un thé à la menthe', 6], ['Salade d’oranges', 'Cannelle et fleur d’oranger', 5]]],
    ],
  },
  Turque: {
    sections: [
      ['Entrées', [['Mercimek', 'Soupe de lentilles corail', 5.5], ['Sigara börek', 'Feuilletés au fromage', 6]]],
      ['Plats', [['Assiette kebab', 'Viande grillée, riz, salade', 12], ['Lahmacun', 'Galette fine à la viande épicée', 8], ['Pide au fromage', 'Pain garni cuit au four', 11], ['Adana kebab', 'Brochette épicée, boulgour', 14]]],
      ['Desserts', [['Baklava', 'Pistaches', 5], ['Künefe', 'Cheveux d’ange, fromage fondant', 6.5]]],
    ],
  },
  Américaine: {
    sections: [
      ['Pour commencer', [['Chicken wings', 'Sauce barbecue maison', 7.5], ['Onion rings', 'Sauce ranch', 5.5]]],
      ['Burgers', [['Classic cheeseburger', 'Bœuf, cheddar, cornichons, frites', 14], ['Bacon burger', 'Bacon croustillant, oignons confits', 15.5], ['Veggie burger', 'Galette de légumes, avocat', 14]]],
      ['Desserts', [['Cheesecake New York', 'Coulis de fruits rouges', 7], ['Brownie', 'Noix de pécan, glace vanille', 6.5]]],
    ],
  },
  Mexicaine: {
    sections: [
      ['Entrées', [['Nachos', 'Cheddar fondu, jalapeños', 7.5], ['Guacamole', 'Préparé à la commande', 7]]],
      ['Plats', [['Tacos al pastor', 'Porc mariné, ananas, coriandre', 13], ['Burrito', 'Bœuf, haricots noirs, riz', 13.5], ['Chili con carne', 'Riz et crème aigre', 13]]],
      ['Desserts', [['Churros', 'Sauce chocolat', 6], ['Tres leches', 'Gâteau aux trois laits', 6.5]]],
    ],
  },
  Espagnole: {
    sections: [
      ['Tapas', [['Patatas bravas', 'Sauce piquante, aïoli', 5.5], ['Pimientos de Padrón', 'Fleur de sel', 6], ['Jamón serrano', 'Affiné dix-huit mois', 9], ['Calamars à la romaine', 'Citron et aïoli', 8]]],
      ['Plats', [['Paella valenciana', 'Poulet, fruits de mer, safran', 18], ['Poulpe à la galicienne', 'Pommes de terre, paprika', 17]]],
      ['Desserts', [['Crème catalane', 'Caramélisée minute', 6], ['Churros', 'Chocolat chaud', 6]]],
    ],
  },
  Portugaise: {
    sections: [
      ['Entrées', [['Caldo verde', 'Soupe au chou et chouriço', 6], ['Beignets de morue', 'Quatre pièces', 7]]],
      ['Plats', [['Bacalhau à Brás', 'Morue, pommes paille, œuf', 17], ['Poulet grillé piri-piri', 'Frites et salade', 14], ['Francesinha', 'Le sandwich de Porto, sauce épicée', 15]]],
      ['Desserts', [['Pastéis de nata', 'Deux pièces, cannelle', 5], ['Arroz doce', 'Riz au lait au citron', 5]]],
    ],
  },
  Grecque: {
    sections: [
      ['Entrées', [['Tzatziki', 'Concombre, yaourt, aneth', 5.5], ['Feta rôtie au miel', 'Sésame et thym', 8], ['Dolmadès', 'Feuilles de vigne farcies', 6.5]]],
      ['Plats', [['Moussaka', 'Aubergines, agneau, béchamel', 15], ['Souvlaki', 'Brochettes de porc, pita, frites', 14], ['Gyros', 'Poulet mariné, tomates, oignons', 13]]],
      ['Desserts', [['Yaourt grec au miel', 'Noix concassées', 5], ['Baklava', 'Miel et noix', 5.5]]],
    ],
  },
  Coréenne: {
    sections: [
      ['Entrées', [['Kimchi maison', 'Chou fermenté épicé', 4], ['Mandu', 'Raviolis grillés, cinq pièces', 7]]],
      ['Plats', [['Bibimbap', 'Riz, légumes, bœuf, œuf, sauce gochujang', 14], ['Poulet frit coréen', 'Sauce sucrée-épicée', 13], ['Bulgogi', 'Bœuf mariné grillé', 15]]],
      ['Desserts', [['Bingsu', 'Glace pilée, haricots rouges', 7]]],
    ],
  },
  Antillaise: {
    sections: [
      ['Entrées', [['Accras de morue', 'Sauce chien', 7], ['Boudin créole', 'Deux pièces', 6.5]]],
      ['Plats', [['Colombo de poulet', 'Riz et haricots rouges', 15], ['Rougail saucisse', 'Riz blanc, rougail tomate', 14], ['Poisson grillé', 'Sauce chien, bananes plantain', 17]]],
      ['Desserts', [['Blanc-manger coco', 'Coulis de goyave', 6], ['Banane flambée', 'Au rhum agricole', 7]]],
    ],
  },
  Africaine: {
    sections: [
      ['Entrées', [['Pastels', 'Beignets de poisson, sauce tomate', 6], ['Alloco', 'Bananes plantain frites', 5.5]]],
      ['Plats', [['Mafé de bœuf', 'Sauce arachide, riz', 14], ['Poulet yassa', 'Oignons confits au citron', 14], ['Thiéboudienne', 'Riz au poisson et légumes', 16]]],
      ['Desserts', [['Thiakry', 'Semoule de mil, lait caillé', 5], ['Jus de bissap', 'Fleurs d’hibiscus', 3.5]]],
    ],
  },
};

export const DAILY_STARTERS = ['Velouté de potimarron', 'Poireaux vinaigrette', 'Terrine du chef', 'Salade de lentilles tièdes', 'Œuf mayonnaise', 'Carottes râpées au cumin', 'Tarte fine aux légumes'];
export const DAILY_MAINS = ['Blanquette de veau à l’ancienne', 'Bœuf bourguignon, pommes vapeur', 'Dos de cabillaud, beurre blanc', 'Sauté de porc au cidre', 'Poulet rôti, frites maison', 'Hachis parmentier', 'Filet de lieu, riz pilaf', 'Lasagnes maison'];
export const DAILY_DESSERTS = ['Riz au lait', 'Mousse au chocolat', 'Tarte aux pommes', 'Fromage blanc au coulis', 'Crème caramel', 'Salade de fruits frais'];

export const REVIEW_OPENINGS: Record<number, string[]> = {
  5: ['Excellent moment passé ici.', 'Une vraie pépite !', 'Tout était parfait, du début à la fin.', 'Coup de cœur pour cette adresse.', 'Un sans-faute.', 'Nous avons adoré !', 'Quelle belle découverte !'],
  4: ['Très bonne adresse.', 'Belle découverte.', "Un bon repas dans l'ensemble.", 'Très agréable soirée.', 'Cuisine soignée et accueil sympathique.', 'Bonne table, nous avons passé un bon moment.'],
  3: ['Correct, sans plus.', 'Repas correct.', 'Une adresse honnête.', 'Avis mitigé.', 'Quelques points à améliorer.'],
  2: ['Déçus par notre repas.', 'Pas à la hauteur de nos attentes.', 'Une soirée en demi-teinte.'],
  1: ['Très mauvaise expérience.', 'Grosse déception.', 'Nous ne reviendrons pas.'],
};
export const REVIEW_OCCASIONS = ['Venus en famille un dimanche midi.', 'Dîner en amoureux pour notre anniversaire.', 'Déjeuner entre collègues.', 'Soirée entre amis.', 'De passage dans la région, nous nous sommes arrêtés par hasard.', 'Repas de famille avec les grands-parents.', 'Déjeuner rapide en semaine.'];
export const REVIEW_DISH: Record<'good' | 'mixed' | 'bad', string[]> = {
  good: ['Mention spéciale pour « {dish} », un vrai régal.', 'Nous avons pris « {dish} » et nous n’avons pas été déçus.', 'Le plat « {dish} » vaut à lui seul le déplacement.', 'Je recommande « {dish} » sans hésiter.'],
  mixed: ['Le plat « {dish} » était correct mais manquait un peu d’assaisonnement.', 'J’ai pris « {dish} » : bon, mais la portion était un peu juste.', 'Le plat « {dish} » était bon, sans être inoubliable.'],
  bad: ['Notre plat, « {dish} », est arrivé tiède.', 'Le plat « {dish} » manquait cruellement de goût.', 'Le plat « {dish} » ne ressemblait pas à sa description.'],
};
export const REVIEW_SERVICE: Record<'good' | 'mixed' | 'bad', string[]> = {
  good: ['Le service est souriant et attentionné.', "L'accueil est chaleureux, on se sent tout de suite bien.", 'Rapport qualité-prix excellent.', 'Les portions sont généreuses.', 'Belle carte de vins de Loire.', 'Le cadre est très agréable.'],
  mixed: ['Le service était un peu long.', 'Salle assez bruyante le samedi soir.', 'Les prix ont un peu augmenté.', 'Rien d’exceptionnel mais c’est bon.', 'Service aimable mais débordé.'],
  bad: ["Nous avons attendu plus de quarante minutes entre l'entrée et le plat.", "L'accueil était froid.", 'Addition salée pour ce que c’est.', 'Personne ne s’est excusé pour l’attente.'],
};
export const REVIEW_CLOSINGS: Record<'good' | 'mixed' | 'bad', string[]> = {
  good: ['Nous reviendrons avec plaisir !', 'Je recommande vivement.', 'À découvrir sans hésiter.', "Merci à toute l'équipe !", 'Une adresse à garder précieusement.'],
  mixed: ['À revoir lors d’une prochaine visite.', 'Peut mieux faire.', 'Pourquoi pas, si vous êtes dans le coin.'],
  bad: ['Dommage.', 'Je ne recommande pas.', 'Une adresse à éviter pour le moment.'],
};

export const GALLERY_ALTS = ['une assiette de la carte', 'un plat du moment', 'un dessert maison', 'la cuisine du chef', 'une entrée de saison'];
