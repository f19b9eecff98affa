declare module '@socialgouv/jours-feries' {
  /** French public holidays of a year: name → Date at UTC midnight. */
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
