import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Une réponse de restaurateur en attente de modération' })
export class QueuedReply {
  @Field(() => Int) id: number;
  @Field(() => String) text: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) editedAt: Date | null;
  @Field(() => Boolean) publishedBefore: boolean;
  @Field(() => String) restaurantName: string;
  @Field(() => String) restaurantPath: string;
  @Field(() => String, { nullable: true }) reviewTitle: string | null;
  @Field(() => String) reviewText: string;
  @Field(() => String) reviewAuthor: string;
  @Field(() => Int) reviewRating: number;
}
