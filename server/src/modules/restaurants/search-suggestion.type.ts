import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum SearchSuggestionKind { NAME = 'NAME', TYPE = 'TYPE', CUISINE = 'CUISINE', FILTER = 'FILTER', DISH = 'DISH' }
registerEnumType(SearchSuggestionKind, { name: 'SearchSuggestionKind', description: 'Nom d’un restaurant, type, cuisine, autre filtre ou plat d’une carte' });

@ObjectType({ description: 'Une suggestion de la case de recherche : un nom, un type, une cuisine, un filtre ou un plat qui correspond au texte tapé' })
export class SearchSuggestion {
  @Field(() => SearchSuggestionKind) kind: SearchSuggestionKind;
  @Field(() => String, { description: 'Le texte à rechercher quand la suggestion est choisie' }) text: string;
  @Field(() => String, { description: 'La ligne affichée, qui dit ce qui correspond : « Pizzeria — type de restaurant »' }) line: string;
  @Field(() => Int, { nullable: true, description: 'Pour un plat : le nombre de restaurants publiés qui le servent, dans la commune ou le rayon de la recherche' }) count: number | null;
}
