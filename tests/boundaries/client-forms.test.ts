import { describe, expect, it } from 'vitest';
import { clientSources } from './client-sources.js';

/**
 * Issue 26: every data-entry form of the client is a <MijoteForm> (client/src/ui/forms: react-hook-form, the common/
 * rules, the first invalid field focused). A raw `<form` element is written only there, and in the search bar: a
 * search landmark whose fields change the search address as they are used, with no values to check nor submit.
 */
const THE_WAY = 'client/src/ui/forms/';
const NOT_A_DATA_FORM = ['client/src/features/restaurants/components/SearchBar.tsx'];

const RAW_FORM = /<form[\s>]/;

export function rawForms(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file, text]) => !file.startsWith(THE_WAY) && !NOT_A_DATA_FORM.includes(file) && RAW_FORM.test(text))
    .map(([file]) => file);
}

describe('forms through the form library', () => {
  it('finds no raw <form> outside client/src/ui/forms but the search bar', () => {
    expect(rawForms(clientSources(['.tsx']))).toEqual([]);
  });

  it('catches a raw form and lets MijoteForm through', () => {
    expect(rawForms({ 'a.tsx': '<form className="x" onSubmit={submit}>' })).toEqual(['a.tsx']);
    expect(rawForms({ 'a.tsx': '<MijoteForm form={form} onValid={save}>\n<formatted />' })).toEqual([]);
  });
});
