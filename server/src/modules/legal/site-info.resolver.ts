import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';

/** Publisher identity for the legal pages (mentions légales, CGU, privacy), from configuration. */
@ObjectType()
export class SiteInfo {
  @Field(() => String) companyName: string;
  @Field(() => String) siren: string;
  @Field(() => String) address: string;
  @Field(() => String) email: string;
  @Field(() => String) director: string;
  @Field(() => String) host: string;
  @Field(() => String) publicUrl: string;
  @Field(() => Boolean, { description: 'Une clé Google Maps est configurée' }) mapsEnabled: boolean;
  @Field(() => String, { nullable: true, description: 'Clé publique Google Maps (restreinte par domaine), chargée seulement après consentement' }) mapsApiKey: string | null;
}

@Resolver()
export class SiteInfoResolver {
  @Query(() => SiteInfo)
  siteInfo(@Ctx() ctx: RequestContext): SiteInfo {
    const c = ctx.config.company;
    return Object.assign(new SiteInfo(), {
      companyName: c.name, siren: c.siren, address: c.address, email: c.email, director: c.director, host: c.host,
      publicUrl: ctx.config.publicUrl, mapsEnabled: !!ctx.config.googleMapsApiKey, mapsApiKey: ctx.config.googleMapsApiKey,
    });
  }
}
