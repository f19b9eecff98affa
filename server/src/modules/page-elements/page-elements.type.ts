import { ArrayMaxSize, IsArray } from 'class-validator';
import { Field, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { PAGE_ELEMENT_LIMITS, PAGE_ELEMENT_MESSAGES } from '../../../../common/page-element-rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

export enum SiteTextsPage { HOME = 'HOME', CITY = 'CITY', NEARBY = 'NEARBY' }
registerEnumType(SiteTextsPage, { name: 'SiteTextsPage', description: 'La page de recherche dont on veut les textes : accueil, page de ville, à proximité' });

@ObjectType({ description: 'Une question de la foire aux questions' })
export class FaqEntry {
  @Field(() => String) question: string;
  @Field(() => String) answer: string;
}

@ObjectType({ description: 'Les textes modifiables d’une page de recherche (éléments de page)' })
export class SiteTexts {
  @Field(() => String, { nullable: true, description: 'Le bandeau d’annonce, null quand il n’y en a pas' }) banner: string | null;
  @Field(() => String, { nullable: true, description: 'L’introduction de l’accueil (null ailleurs)' }) intro: string | null;
  @Field(() => [FaqEntry]) faq: FaqEntry[];
}

@ObjectType({ description: 'Une version d’un élément de page ; la version 0 est le texte d’origine' })
export class PageElementVersion {
  @Field(() => Int) version: number;
  @Field(() => Date, { nullable: true }) at: Date | null;
  @Field(() => String, { nullable: true, description: 'L’e-mail de l’administrateur qui l’a publiée' }) author: string | null;
  @Field(() => [FaqEntry]) entries: FaqEntry[];
  @Field(() => String) text: string;
}

@ObjectType({ description: 'Un élément de page et sa version en ligne' })
export class PageElementSummary {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'Le dernier segment de son adresse : pageElem/{id}/{name}' }) name: string;
  @Field(() => String, { description: 'faq, text ou banner' }) kind: string;
  @Field(() => String) label: string;
  @Field(() => String) shownOn: string;
  @Field(() => PageElementVersion) current: PageElementVersion;
}

@ObjectType({ description: 'Un élément de page, sa version en ligne et son historique' })
export class PageElementView extends PageElementSummary {
  @Field(() => [PageElementVersion], { description: 'Les versions, de la plus récente à la plus ancienne' }) versions: PageElementVersion[];
}

export const PAGE_ELEMENT_ERRORS = [NotFoundError] as const;
export const PageElementResult = createUnionType({ name: 'PageElementResult', types: () => [PageElementView, ...PAGE_ELEMENT_ERRORS] as const });

@InputType()
export class FaqEntryInput {
  @Field(() => String) question: string;
  @Field(() => String) answer: string;
}

@InputType()
export class PageElementInput {
  @Field(() => Int) id: number;
  @Field(() => Int, { description: 'La version modifiée : refusé si une autre a été publiée entre-temps' }) baseVersion: number;
  @Field(() => [FaqEntryInput], { description: 'Les questions (foires aux questions ; vide ailleurs)' })
  @IsArray()
  @ArrayMaxSize(PAGE_ELEMENT_LIMITS.faqEntries, { message: PAGE_ELEMENT_MESSAGES.tooManyEntries })
  // Each question is judged by common/page-element-rules checkPageElementContent, in the service.
  entries: FaqEntryInput[];
  @Field(() => String, { description: 'Le texte (introduction, bandeau ; vide pour une foire aux questions)' }) text: string;
}

@ObjectType()
export class PageElementSaved {
  @Field(() => Int) id: number;
  @Field(() => Int) version: number;
  @Field(() => String) message: string;
}

export const SAVE_PAGE_ELEMENT_ERRORS = [NotFoundError, InvalidInputError, ActionError] as const;
export const SavePageElementResult = createUnionType({ name: 'SavePageElementResult', types: () => [PageElementSaved, ...SAVE_PAGE_ELEMENT_ERRORS] as const });
