import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolvers } from '../composition.js';
import { buildAppSchema } from '../graphql/build-schema.js';
import { printSchemaWithDirectives } from '../graphql/print-schema.js';
import { printPublicFields } from '../graphql/public-fields.js';

/** npm run schema:emit — writes schema/schema.graphql from the type-graphql classes, and public-fields.json beside it. */
const target = process.argv[2] ?? 'schema/schema.graphql';
const schema = await buildAppSchema(resolvers);
writeFileSync(target, printSchemaWithDirectives(schema));
writeFileSync(path.join(path.dirname(target), 'public-fields.json'), printPublicFields(schema));
console.log(`Schéma écrit dans ${target}`);
