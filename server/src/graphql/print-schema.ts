import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

export function printSchemaWithDirectives(schema: GraphQLSchema): string {
  return `# Généré par npm run schema:emit depuis les classes type-graphql : ne pas modifier à la main.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
