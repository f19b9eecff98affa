import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { ADDRESS_ERRORS, AddressSearchArgs, AddressSuggestion, AddressSuggestions, AddressSuggestionsResult } from './address.type.js';
import { geocoderService } from './geocoder.service.js';

@Resolver()
export class AddressResolver {
  @Query(() => AddressSuggestionsResult, { description: 'Adresses du Maine-et-Loire qui correspondent au texte saisi (jumeau de POST /api/getAddress)' })
  addressSuggestions(@Ctx() ctx: RequestContext, @Args(() => AddressSearchArgs) { address, city }: AddressSearchArgs): Promise<typeof AddressSuggestionsResult> {
    return unionResult(ADDRESS_ERRORS, async () => {
      const found = await geocoderService.search(ctx, address, city ?? undefined);
      const items = found.results.map((r) => {
        const part = (type: string) => r.address_components.find((c) => c.types.includes(type))?.long_name ?? '';
        return Object.assign(new AddressSuggestion(), {
          label: r.formatted_address, street: [part('street_number'), part('route')].filter(Boolean).join(' '), postalCode: part('postal_code'),
          city: part('locality'), lat: r.geometry.location.lat, lng: r.geometry.location.lng, match: r.match,
        });
      });
      return Object.assign(new AddressSuggestions(), { items });
    });
  }
}
