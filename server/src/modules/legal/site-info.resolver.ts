import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';

/** Mijote's own pages on social networks (SOCIAL_*_URL); null when not configured, and then the footer shows no link. */
@ObjectType()
export class SocialLinks {
  @Field(() => String, { nullable: true, description: 'Page Instagram de Mijote (https), ou null' }) instagram: string | null;
  @Field(() => String, { nullable: true, description: 'Page Facebook de Mijote (https), ou null' }) facebook: string | null;
  @Field(() => String, { nullable: true, description: 'Page LinkedIn de Mijote (https), ou null' }) linkedin: string | null;
}

/** Publisher identity for the legal pages (mentions légales, CGU, privacy), and the footer's social links, from configuration. */
@ObjectType()
export class SiteInfo {
  @Field(() => String) companyName: string;
  @Field(() => String) siren: string;
  @Field(() => String) address: string;
  @Field(() => String) email: string;
  @Field(() => String) director: string;
  @Field(() => String) host: string;
  @Field(() => String, { description: 'SIRET du siège (factures)' }) siret: string;
  @Field(() => String, { description: 'Immatriculation au RCS et ville du greffe' }) rcs: string;
  @Field(() => String, { description: 'Capital social' }) capital: string;
  @Field(() => String, { description: 'Numéro de TVA intracommunautaire' }) vatNumber: string;
  @Field(() => String, { nullable: true, description: 'Nom d’hôte du site de production (PRODUCTION_HOST) : ailleurs, les factures portent la mention « TEST »' }) productionHost: string | null;
  @Field(() => Boolean, { description: 'Paiements de test : les cartes passent par le bac à sable de paiement de l’application (PAYMENT_PROVIDER=sandbox), aucun paiement réel' }) paymentSandbox: boolean;
  @Field(() => String) publicUrl: string;
  @Field(() => Boolean, { description: 'Une clé Google Maps est configurée' }) mapsEnabled: boolean;
  @Field(() => String, { nullable: true, description: 'Clé publique Google Maps (restreinte par domaine), chargée seulement après consentement' }) mapsApiKey: string | null;
  @Field(() => String, { description: 'Adresse des tuiles OpenStreetMap de la carte sans clé Google ({z}/{x}/{y})' }) mapTileUrl: string;
  @Field(() => String, { description: 'Attribution des tuiles, affichée sur la carte' }) mapTileAttribution: string;
  @Field(() => SocialLinks, { description: 'Pages de Mijote sur les réseaux sociaux (liens du pied de page)' }) socialLinks: SocialLinks;
}

@Resolver()
export class SiteInfoResolver {
  @Query(() => SiteInfo)
  siteInfo(@Ctx() ctx: RequestContext): SiteInfo {
    const c = ctx.config.company;
    return Object.assign(new SiteInfo(), {
      companyName: c.name, siren: c.siren, address: c.address, email: c.email, director: c.director, host: c.host,
      siret: c.siret, rcs: c.rcs, capital: c.capital, vatNumber: c.vatNumber, productionHost: ctx.config.productionHost,
      paymentSandbox: ctx.config.payment.provider === 'sandbox', publicUrl: ctx.config.publicUrl, mapsEnabled: !!ctx.config.googleMapsApiKey, mapsApiKey: ctx.config.googleMapsApiKey, mapTileUrl: ctx.config.mapTileUrl, mapTileAttribution: ctx.config.mapTileAttribution,
      socialLinks: Object.assign(new SocialLinks(), ctx.config.social),
    });
  }
}
