import { Allow } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsStatPeriod } from '../../validation/rules.js';
import { InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Les chiffres d’une journée (ou la somme d’une période)' })
class StatCountsFields {
  @Field(() => Int, { description: 'Vues de la page' }) views: number;
  @Field(() => Int, { description: 'Visiteurs (distincts dans la journée ; sur une période, la somme des journées)' }) visitors: number;
  @Field(() => Int, { description: 'Visites (sessions)' }) sessions: number;
  @Field(() => Int, { description: 'Visites engagées : plus de 10 secondes sur la page, ou une deuxième vue' }) engagedSessions: number;
  @Field(() => Int, { description: 'Temps passé sur la page, en secondes' }) engagementSeconds: number;
  @Field(() => Int) phoneClicks: number;
  @Field(() => Int) bookingClicks: number;
  @Field(() => Int, { description: 'Ajouts aux favoris' }) favourites: number;
}

@ObjectType()
export class StatDay extends StatCountsFields {
  @Field(() => String, { description: 'AAAA-MM-JJ (Europe/Paris)' }) day: string;
}

@ObjectType({ description: 'Les sommes d’une période et l’enregistrement « Analytics » de SPEC §3 (-1 quand inconnu)' })
export class StatTotals extends StatCountsFields {
  @Field(() => Int, { description: 'Durée moyenne d’une visite, en secondes' }) averageSessionDuration: number;
  @Field(() => Float, { description: 'Part des visites engagées, de 0 à 1' }) engagementRate: number;
  @Field(() => Int) screenPageViews: number;
  @Field(() => Int) totalUsers: number;
}

@ObjectType()
export class Statistics {
  @Field(() => String) idUrl: string;
  @Field(() => Int, { description: '7, 30 ou 90 jours' }) period: number;
  @Field(() => String) firstDay: string;
  @Field(() => String) lastDay: string;
  @Field(() => [StatDay]) days: StatDay[];
  @Field(() => [StatDay], { description: 'La période précédente, jour par jour' }) previousDays: StatDay[];
  @Field(() => StatTotals) current: StatTotals;
  @Field(() => StatTotals) previous: StatTotals;
}

/** The failures StatisticsResult can really carry (server/src/graphql/union-result.ts); another's restaurant is FORBIDDEN. */
export const STATISTICS_ERRORS = [NotFoundError, InvalidInputError] as const;
export const StatisticsResult = createUnionType({ name: 'StatisticsResult', types: () => [Statistics, ...STATISTICS_ERRORS] as const });

/** myStatistics' arguments: the restaurant and the period (7, 30 or 90 days). */
@ArgsType()
export class StatisticsArgs {
  @Field(() => String) @Allow() idUrl: string;
  @Field(() => Int) @IsStatPeriod() days: number;
}
