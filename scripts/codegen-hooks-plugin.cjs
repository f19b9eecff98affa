// Local codegen plugin: one typed hook per operation (useXQuery / useXLazyQuery / useXMutation) over the
// client preset's typed documents, since Apollo Client 4 dropped the types typescript-react-apollo targets.
module.exports = {
  plugin(_schema, documents) {
    const lines = [
      '/* Généré par npm run codegen (scripts/codegen-hooks-plugin.cjs) : ne pas modifier à la main. */',
      "import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';",
      "import * as Ops from './graphql';",
      '',
    ];
    const ops = [];
    for (const doc of documents) {
      for (const def of doc.document.definitions) {
        if (def.kind === 'OperationDefinition' && def.name) ops.push({ name: def.name.value, type: def.operation });
      }
    }
    ops.sort((a, b) => a.name.localeCompare(b.name));
    for (const { name, type } of ops) {
      const suffix = type === 'query' ? 'Query' : type === 'mutation' ? 'Mutation' : 'Subscription';
      const data = `Ops.${name}${suffix}`;
      const vars = `Ops.${name}${suffix}Variables`;
      const doc = `Ops.${name}Document`;
      if (type === 'query') {
        lines.push(`export function use${name}Query(options?: useQuery.Options<${data}, ${vars}>) {`);
        lines.push(`  return useQuery<${data}, ${vars}>(${doc}, options as useQuery.Options<${data}, ${vars}>);`);
        lines.push('}');
        lines.push(`export function use${name}LazyQuery(options?: useLazyQuery.Options<${data}, ${vars}>) {`);
        lines.push(`  return useLazyQuery<${data}, ${vars}>(${doc}, options);`);
        lines.push('}');
      } else if (type === 'mutation') {
        lines.push(`export function use${name}Mutation(options?: useMutation.Options<${data}, ${vars}>) {`);
        lines.push(`  return useMutation<${data}, ${vars}>(${doc}, options);`);
        lines.push('}');
      }
    }
    return lines.join('\n') + '\n';
  },
};
