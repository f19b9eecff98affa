import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Une décision de la modération (journal en ajout seul)' })
export class ModerationLogEntry {
  @Field(() => Int) id: number;
  @Field(() => Date) at: Date;
  @Field(() => String, { description: 'L’e-mail de l’administrateur au moment de la décision' }) actor: string;
  @Field(() => String, { description: 'publication_accepted, publication_rejected, restaurant_offline…' }) action: string;
  @Field(() => String, { description: 'L’action en français' }) actionLabel: string;
  @Field(() => String, { description: 'restaurant, review ou account' }) targetKind: string;
  @Field(() => Int) targetId: number;
  @Field(() => String) targetLabel: string;
  @Field(() => String, { nullable: true }) reason: string | null;
}
