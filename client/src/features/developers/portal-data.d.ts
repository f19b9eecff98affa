/** Made by the client's build from schema/ (client/build/api-reference.ts, docs/adr/0050). */
declare module 'virtual:mijote-api-reference' {
  const data: import('../../../../common/api-reference').PortalData;
  export default data;
}
