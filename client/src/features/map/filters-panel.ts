// The lazy entry of the search's filters panel: a lazy import of the restaurants' index would put all of it in the chunk.
export { FiltersPanel as default } from '../restaurants';
