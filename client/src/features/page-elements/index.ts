// The page-elements feature's entry: what other features use of it (they import it from here, not from its files).
export { PageElementEditor } from './components/PageElementEditor';
export { PageElementsList } from './components/PageElementsList';
