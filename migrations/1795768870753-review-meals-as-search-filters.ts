import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review's meal is one of the search's « Type de repas » (issue 25, SPEC §2: Brunch, Déjeuner, Dîner, Buffet): the
 * review form offered breakfast, « goûter » and take-away, which no filter knows. Reviews that named one of those keep
 * no meal (the form asks it again when they are edited); down() cannot tell them back.
 */
export class ReviewMealsAsSearchFilters1795768870753 implements MigrationInterface {
  name = 'ReviewMealsAsSearchFilters1795768870753';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "review" DROP CONSTRAINT "review_meal_check"`);
    await q.query(`UPDATE "review" SET "meal" = NULL WHERE "meal" NOT IN ('brunch', 'dejeuner', 'diner', 'buffet')`);
    await q.query(`ALTER TABLE "review" ADD CONSTRAINT "review_meal_check" CHECK (meal IS NULL OR meal IN ('brunch', 'dejeuner', 'diner', 'buffet'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "review" DROP CONSTRAINT "review_meal_check"`);
    await q.query(`UPDATE "review" SET "meal" = NULL WHERE "meal" = 'buffet'`);
    await q.query(`ALTER TABLE "review" ADD CONSTRAINT "review_meal_check" CHECK (meal IS NULL OR meal IN ('petit-dejeuner', 'dejeuner', 'brunch', 'gouter', 'diner', 'a-emporter'))`);
  }
}
