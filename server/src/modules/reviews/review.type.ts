import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PublicReply, ReviewPicture } from './review-writing.type.js';

@ObjectType()
export class Review {
  @Field(() => ID) id: string;
  @Field(() => String) authorName: string;
  @Field(() => ID, { nullable: true }) authorId: string | null;
  @Field(() => Int) rating: number;
  @Field(() => String) text: string;
  @Field(() => String, { description: 'yyyy-mm-dd' }) visitDate: string;
  @Field(() => Date) publishedAt: Date;
  @Field(() => String, { nullable: true, description: 'Titre (avis écrits sur le site)' }) title: string | null;
  @Field(() => String, { nullable: true, description: 'Le repas pris, en français' }) meal: string | null;
  @Field(() => Date, { nullable: true, description: 'Dernière modification par son auteur' }) editedAt: Date | null;
  @Field(() => PublicReply, { nullable: true, description: 'La réponse publiée du restaurateur' }) reply: PublicReply | null;
  @Field(() => Boolean, { description: 'Visite vérifiée par la modération (ticket de caisse)' }) verifiedVisit: boolean;
  @Field(() => Boolean, { description: 'Avis repris d’une source antérieure par import : il n’a pas été relu par la modération' }) imported: boolean;
  @Field(() => [ReviewPicture], { description: 'Les photos de l’avis (3 au plus)' }) photos: ReviewPicture[];
}
