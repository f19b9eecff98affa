import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import {
  IsPartnerEmail, IsPartnerIntendedUse, IsPartnerOrganisation, IsPartnerOrigins, IsPartnerRefusalReason, IsPartnerTier, IsPartnerWebsite,
} from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Une clé d’API partenaire telle que la zone 1 la liste (jamais la clé elle-même)' })
export class PartnerKeyView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String) ownerEmail: string;
  @Field(() => String, { description: 'partenaire ou partenaire-plus' }) tier: string;
  @Field(() => String, { description: 'Le niveau en clair, avec son budget' }) tierLabel: string;
  @Field(() => [String], { description: 'Les origines (sites) d’où un navigateur peut s’en servir ; vide : usage serveur' }) allowedOrigins: string[];
  @Field(() => String, { nullable: true, description: 'Les premiers caractères de la clé, pour la reconnaître' }) keyHint: string | null;
  @Field(() => String, { description: 'ACTIVE, PENDING_REVEAL (lien pas encore ouvert), ROTATING (l’ancienne vaut encore) ou REVOKED' }) state: string;
  @Field(() => String, { description: 'L’état en clair' }) stateLabel: string;
  @Field(() => Date, { nullable: true, description: 'Jusqu’à quand l’ancienne clé vaut encore, après un renouvellement' }) previousValidUntil: Date | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt: Date | null;
}

@ObjectType({ description: 'Une demande de clé faite sur /developpeurs/cle' })
export class PartnerKeyRequestView {
  @Field(() => Int) id: number;
  @Field(() => String) organisation: string;
  @Field(() => String) email: string;
  @Field(() => String) intendedUse: string;
  @Field(() => String, { nullable: true }) website: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => String, { nullable: true, description: 'approved, refused, ou vide si elle attend' }) decision: string | null;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
  @Field(() => String, { nullable: true }) refusalReason: string | null;
}

@InputType()
export class PartnerKeyRequestInput {
  @Field(() => String, { description: 'L’organisation ou le nom' }) @IsPartnerOrganisation() organisation: string;
  @Field(() => String) @IsPartnerEmail() email: string;
  @Field(() => String, { description: 'L’usage prévu des données' }) @IsPartnerIntendedUse() intendedUse: string;
  @Field(() => String, { description: 'Le site (https://…), ou vide' }) @IsPartnerWebsite() website: string;
}

@ObjectType()
export class PartnerKeyRequested {
  @Field(() => String) message: string;
}
export const REQUEST_KEY_ERRORS = [InvalidInputError, ActionError] as const;
export const RequestPartnerKeyResult = createUnionType({ name: 'RequestPartnerKeyResult', types: () => [PartnerKeyRequested, ...REQUEST_KEY_ERRORS] as const });

@InputType()
export class PartnerKeyApprovalInput {
  @Field(() => Int) requestId: number;
  @Field(() => String, { description: 'partenaire ou partenaire-plus' }) @IsPartnerTier() tier: string;
  @Field(() => String, { description: 'Les origines autorisées, une par ligne (vide : aucune)' }) @IsPartnerOrigins() origins: string;
}

@InputType()
export class PartnerKeyRefusalInput {
  @Field(() => Int) requestId: number;
  @Field(() => String, { description: 'Le motif, envoyé au demandeur' }) @IsPartnerRefusalReason() reason: string;
}

@InputType()
export class PartnerKeyInput {
  @Field(() => String) @IsPartnerOrganisation() name: string;
  @Field(() => String) @IsPartnerEmail() ownerEmail: string;
  @Field(() => String) @IsPartnerTier() tier: string;
  @Field(() => String, { description: 'Les origines autorisées, une par ligne (vide : aucune)' }) @IsPartnerOrigins() origins: string;
}

@ObjectType({ description: 'Une demande traitée et la clé qu’elle a créée, le cas échéant' })
export class PartnerKeyRequestDecided {
  @Field(() => PartnerKeyRequestView) request: PartnerKeyRequestView;
  @Field(() => String) message: string;
}
export const DECIDE_KEY_ERRORS = [InvalidInputError, NotFoundError, ActionError] as const;
export const DecidePartnerKeyRequestResult = createUnionType({ name: 'DecidePartnerKeyRequestResult', types: () => [PartnerKeyRequestDecided, ...DECIDE_KEY_ERRORS] as const });

@ObjectType({ description: 'Une clé créée ou renouvelée : `secret` ne s’affiche qu’ici, une fois' })
export class PartnerKeyIssued {
  @Field(() => PartnerKeyView) key: PartnerKeyView;
  @Field(() => String, { description: 'La clé, à transmettre au partenaire : elle n’est gardée que hachée' }) secret: string;
}
export const ISSUE_KEY_ERRORS = [InvalidInputError, NotFoundError, ActionError] as const;
export const IssuePartnerKeyResult = createUnionType({ name: 'IssuePartnerKeyResult', types: () => [PartnerKeyIssued, ...ISSUE_KEY_ERRORS] as const });

export const REVOKE_KEY_ERRORS = [NotFoundError, ActionError] as const;
export const RevokePartnerKeyResult = createUnionType({ name: 'RevokePartnerKeyResult', types: () => [PartnerKeyView, ...REVOKE_KEY_ERRORS] as const });

@ObjectType({ description: 'La clé d’une demande acceptée, montrée une seule fois par le lien personnel' })
export class PartnerKeyRevealed {
  @Field(() => String) name: string;
  @Field(() => String) tierLabel: string;
  @Field(() => String) secret: string;
}
export const REVEAL_KEY_ERRORS = [ActionError] as const;
export const RevealPartnerKeyResult = createUnionType({ name: 'RevealPartnerKeyResult', types: () => [PartnerKeyRevealed, ...REVEAL_KEY_ERRORS] as const });
