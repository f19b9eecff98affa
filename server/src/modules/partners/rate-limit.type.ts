import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Your budget as this request left it: points per minute, what this operation cost, what is left (the same figures as extensions.cost and the RateLimit headers)' })
export class RateLimit {
  @Field(() => Int, { description: 'Points per minute of your tier' }) limit: number;
  @Field(() => Int, { description: 'Points left in the current minute, after this operation' }) remaining: number;
  @Field(() => Int, { description: 'Seconds until every point is restored' }) resetInSeconds: number;
  @Field(() => Date, { description: 'When every point is restored' }) resetAt: Date;
  @Field(() => Int, { description: 'The computed cost of this operation' }) cost: number;
  @Field(() => Int, { description: 'The points this operation took: 1, plus 1 per 1,000 of cost' }) pointsSpent: number;
  @Field(() => Int, { description: 'The largest cost one operation may have in your tier' }) maxOperationCost: number;
}
