import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { printSchemaWithDirectives } from './print-schema.js';
import { buildAppSchema } from './build-schema.js';

/** npm run schema:emit — writes schema/schema.graphql from the type-graphql classes. */
const target = process.argv[2] ?? 'schema/schema.graphql';
writeFileSync(target, printSchemaWithDirectives(await buildAppSchema()));
console.log(`Schéma écrit dans ${target}`);
