import 'reflect-metadata';
import { isEnumType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ActionError, InvalidInputError, NotFoundError } from '../modules/shared/errors.type.js';
import { SERVICE_ERROR_CODES, ServiceError, statusOf } from '../modules/shared/service-errors.js';
import { resolvers } from '../composition.js';
import { buildAppSchema } from './build-schema.js';
import { memberFor, unionResult } from './union-result.js';

describe('the error mappings', () => {
  it('give every service error code an HTTP status (REST) and a GraphQL outcome', () => {
    for (const code of SERVICE_ERROR_CODES) {
      expect(statusOf(code), code).toBeGreaterThanOrEqual(400);
      expect(statusOf(code), code).toBeLessThan(600);
      expect(memberFor(code), code).toBeDefined();
    }
    expect(memberFor('UNAUTHENTICATED')).toBe('graphql-error');
    expect(memberFor('FORBIDDEN')).toBe('graphql-error');
    expect(memberFor('NOT_FOUND')).toBe(NotFoundError);
    expect(memberFor('INVALID_INPUT')).toBe(InvalidInputError);
    expect(memberFor('RATE_LIMITED')).toBe(ActionError);
  });

  it('turns a failure into a member only when the union lists it; authentication failures stay GraphQL errors', async () => {
    const fail = (code: ServiceError['code']) => () => Promise.reject(new ServiceError(code, 'Message en français.', 'champ', 12));
    expect(await unionResult([NotFoundError], fail('NOT_FOUND'))).toMatchObject({ code: 'NOT_FOUND', message: 'Message en français.' });
    expect(await unionResult([InvalidInputError, ActionError], fail('RATE_LIMITED'))).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 12, field: 'champ' });
    await expect(unionResult([NotFoundError], fail('RATE_LIMITED'))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(unionResult([NotFoundError, InvalidInputError, ActionError], fail('UNAUTHENTICATED'))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(unionResult([ActionError], fail('FORBIDDEN'))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('declares one ErrorCode enum with every code, and unions carry only the three failure types', async () => {
    const schema = await buildAppSchema(resolvers);
    const errorCode = schema.getType('ErrorCode');
    expect(isEnumType(errorCode) && errorCode.getValues().map((v) => v.name).sort()).toEqual([...SERVICE_ERROR_CODES].sort());
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isUnionType(type)) continue;
      const members = type.getTypes().map((t) => t.name);
      expect(members.filter((m) => /Error$/.test(m)).every((m) => ['NotFoundError', 'InvalidInputError', 'ActionError'].includes(m)), type.name).toBe(true);
    }
  });
});
