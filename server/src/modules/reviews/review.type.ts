import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class Review {
  @Field(() => ID) id: string;
  @Field(() => String) authorName: string;
  @Field(() => ID, { nullable: true }) authorId: string | null;
  @Field(() => Int) rating: number;
  @Field(() => String) text: string;
  @Field(() => String, { description: 'yyyy-mm-dd' }) visitDate: string;
  @Field(() => Date) publishedAt: Date;
}
