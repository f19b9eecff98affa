import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolvers } from '../composition.js';
import { buildAppSchema } from '../graphql/build-schema.js';
import { printSchemaWithDirectives } from '../graphql/print-schema.js';

/** npm run schema:emit — writes schema/schema.graphql from the type-graphql classes. */
const target = process.argv[2] ?? 'schema/schema.graphql';
writeFileSync(target, printSchemaWithDirectives(await buildAppSchema(resolvers)));
console.log(`Schéma écrit dans ${target}`);
