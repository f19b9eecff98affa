import { useEditorContext, useExecutionContext, useSchemaStore } from '@graphiql/react';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useEffect, useState } from 'react';
import 'graphiql/style.css';
import '../explorer-graphiql.css';

/** What the page around GraphiQL does with it: load an example, run the document, know when it runs. */
export interface GraphiqlControls {
  /** Puts a document and its variables (JSON text) in the editors and empties the answer. */
  load(query: string, variables: string): void;
  /** The variables' text, to check it before running. */
  variables(): string;
  run(): void;
  /** Asks the schema again (its documentation), once the key in the page's field has changed. */
  refreshSchema(): void;
}

interface ExplorerGraphiqlProps {
  fetcher: GraphiQLProps['fetcher'];
  introspectionName: string;
  initialQuery: string;
  initialVariables: string;
  onReady(controls: GraphiqlControls): void;
  onFetching(fetching: boolean): void;
}

/** Nothing persisted by GraphiQL: the explorer starts each visit from the portal's example (the key never lands in localStorage). */
function memoryStorage(): NonNullable<GraphiQLProps['storage']> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    get length() {
      return items.size;
    },
  };
}

/** Where GraphiQL puts each editor, and its French name. */
const EDITOR_LABELS: [string, string][] = [['.graphiql-query-editor', 'Requête GraphQL'], ['.graphiql-editor-tool', 'Variables (JSON)'], ['.result-window', 'Réponse JSON']];

/** Inside GraphiQL (its footer): hands the page its editors and its run, and tells it when a document runs. */
function Bridge({ onReady, onFetching }: Pick<ExplorerGraphiqlProps, 'onReady' | 'onFetching'>) {
  const editors = useEditorContext({ nonNull: true });
  const execution = useExecutionContext({ nonNull: true });
  const { queryEditor, variableEditor, responseEditor } = editors;
  const { run, isFetching } = execution;
  const introspect = useSchemaStore((state) => state.introspect);
  useEffect(() => {
    // CodeMirror is loaded after GraphiQL mounts: until its editors exist, `run` and `load` would do nothing.
    if (!queryEditor || !variableEditor || !responseEditor) return;
    onReady({
      load(query, variables) {
        queryEditor.setValue(query);
        variableEditor.setValue(variables);
        responseEditor.setValue('');
      },
      variables: () => variableEditor.getValue(),
      run,
      refreshSchema: () => void introspect(),
    });
  }, [onReady, queryEditor, variableEditor, responseEditor, run, introspect]);
  useEffect(() => onFetching(isFetching), [onFetching, isFetching]);
  // French names for the editors' input fields (CodeMirror's hidden text areas have none). GraphiQL may build an
  // editor's text area again (the answer's, after a run): each one that appears in its container is named too.
  useEffect(() => {
    const container = queryEditor?.getWrapperElement().closest('.graphiql-container');
    if (!container) return;
    const name = () => {
      for (const [selector, label] of EDITOR_LABELS) {
        for (const field of container.querySelectorAll<HTMLTextAreaElement>(`${selector} .CodeMirror textarea`)) {
          if (field.getAttribute('aria-label') !== label) field.setAttribute('aria-label', label);
        }
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [queryEditor, variableEditor, responseEditor]);
  // The keyboard leaves an editor (Tab indents there): Escape lets go of the focus, the next Tab moves on.
  useEffect(() => {
    const leave = { Esc: (cm: { getInputField(): HTMLElement }) => cm.getInputField().blur() };
    const editors = [queryEditor, variableEditor, responseEditor];
    for (const editor of editors) editor?.addKeyMap(leave);
    return () => {
      for (const editor of editors) editor?.removeKeyMap(leave);
    };
  }, [queryEditor, variableEditor, responseEditor]);
  return null;
}

/**
 * GraphiQL 4 (docs/adr/0053), in its own chunk with its style sheet: loaded by the explorer page only. Its editors, its
 * documentation (from introspection) and its history; the headers' editor is off (the key is the page's field).
 */
export default function ExplorerGraphiql({ fetcher, introspectionName, initialQuery, initialVariables, onReady, onFetching }: ExplorerGraphiqlProps) {
  const [storage] = useState(memoryStorage);
  return (
    <GraphiQL
      fetcher={fetcher}
      introspectionQueryName={introspectionName}
      query={initialQuery}
      variables={initialVariables}
      storage={storage}
      isHeadersEditorEnabled={false}
      shouldPersistHeaders={false}
      defaultEditorToolsVisibility="variables"
      forcedTheme="light"
    >
      <GraphiQL.Footer>
        <Bridge onReady={onReady} onFetching={onFetching} />
      </GraphiQL.Footer>
    </GraphiQL>
  );
}
