import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Ce qu’une clé a dépensé un jour (heure de Paris)' })
export class PartnerKeyUsageDay {
  @Field(() => String, { description: 'Le jour, AAAA-MM-JJ' }) day: string;
  @Field(() => Int) requests: number;
  @Field(() => Float, { description: 'Le coût total des opérations servies' }) cost: number;
  @Field(() => Int, { description: 'Refus : budget par minute épuisé' }) rateLimited: number;
  @Field(() => Int, { description: 'Refus : opération trop coûteuse pour le niveau de la clé' }) costLimited: number;
}

@ObjectType({ description: 'Une opération d’une clé sur la période' })
export class PartnerKeyUsageOperation {
  @Field(() => String, { description: 'Le nom de l’opération GraphQL, ou la route /api' }) operation: string;
  @Field(() => Int) requests: number;
  @Field(() => Float) cost: number;
  @Field(() => Int) refusals: number;
}

@ObjectType({ description: 'L’usage d’une clé partenaire sur les derniers jours (zone 1)' })
export class PartnerKeyUsageView {
  @Field(() => Int) keyId: number;
  @Field(() => Date, { nullable: true }) lastUsedAt: Date | null;
  @Field(() => [PartnerKeyUsageDay], { description: 'Chaque jour de la période, le plus ancien d’abord' }) days: PartnerKeyUsageDay[];
  @Field(() => [PartnerKeyUsageOperation], { description: 'Les opérations les plus demandées' }) operations: PartnerKeyUsageOperation[];
}
