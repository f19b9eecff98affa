/** The path of the first restaurant a search lists on a running server: the restaurant page the client benches measure. */
export async function firstRestaurantPath(base: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ searchRestaurants(input: { page: 1 }) { ... on SearchResult { items { path } } } }' }),
  });
  const body = (await response.json()) as { data: { searchRestaurants: { items: { path: string }[] } } };
  return body.data.searchRestaurants.items[0].path;
}
