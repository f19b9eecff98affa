import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { menuEditorService, type EditorMenu } from './menu-editor.service.js';
import {
  DailyMenuInput, DailyMenuSavedResult, EditableDailyMenu, MENU_EDITOR_ERRORS, MenuEditor, MenuEditorResult, MenuInput, MenuPhoto,
} from './menu-editor.type.js';
import { Dish, MenuSection } from './menu.type.js';

const photo = (p: object | null) => (p ? Object.assign(new MenuPhoto(), p) : null);
function toMenuEditor(m: EditorMenu): MenuEditor {
  return Object.assign(new MenuEditor(), m, {
    sections: m.sections.map((s) => Object.assign(new MenuSection(), { title: s.title, dishes: s.dishes.map((d) => Object.assign(new Dish(), d)) })),
    photos: m.photos.map((p) => photo(p)!),
    daily: m.daily.map((d) => Object.assign(new EditableDailyMenu(), d, { image: photo(d.image) })),
  });
}

/** /modifyMenu (issue 12): thin adapter over menuEditorService, which checks the restaurant is the viewer's. */
@Resolver()
export class MenuEditorResolver {
  @Authorized('restaurateur')
  @Query(() => MenuEditorResult, { description: 'La carte, ses photos et les menus du jour du restaurant du restaurateur connecté' })
  myMenu(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof MenuEditorResult> {
    return unionResult(MENU_EDITOR_ERRORS, async () => toMenuEditor(await menuEditorService.editor(ctx, idUrl)));
  }

  @Authorized('restaurateur')
  @Mutation(() => MenuEditorResult, { description: 'Enregistre la carte entière : style, interactmenu, rubriques et plats, photos gardées dans l’ordre' })
  saveMenu(@Ctx() ctx: RequestContext, @Arg('input', () => MenuInput) input: MenuInput): Promise<typeof MenuEditorResult> {
    return unionResult(MENU_EDITOR_ERRORS, async () => toMenuEditor(await menuEditorService.saveCarte(ctx, input)));
  }

  @Authorized('restaurateur')
  @Mutation(() => DailyMenuSavedResult, { description: 'Crée ou modifie un menu du jour (dates, titre, texte, prix) ; répond ce menu du jour' })
  saveDailyMenu(@Ctx() ctx: RequestContext, @Arg('input', () => DailyMenuInput) input: DailyMenuInput): Promise<typeof DailyMenuSavedResult> {
    return unionResult(MENU_EDITOR_ERRORS, async () => {
      const saved = await menuEditorService.saveDaily(ctx, input);
      return Object.assign(new EditableDailyMenu(), saved, { image: photo(saved.image) });
    });
  }

  @Authorized('restaurateur')
  @Mutation(() => MenuEditorResult, { description: 'Supprime un menu du jour et sa photo' })
  deleteDailyMenu(
    @Ctx() ctx: RequestContext,
    @Arg('idUrl', () => String) idUrl: string,
    @Arg('id', () => Int) id: number,
  ): Promise<typeof MenuEditorResult> {
    return unionResult(MENU_EDITOR_ERRORS, async () => toMenuEditor(await menuEditorService.deleteDaily(ctx, idUrl, id)));
  }
}
