import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { ADDRESS_ERRORS, AddressSearchArgs, AddressSuggestions, AddressSuggestionsResult } from './address.type.js';
import { geocoderService } from './geocoder.service.js';
import { toAddressSuggestion } from './geo.mapper.js';

@Resolver()
export class AddressResolver {
  @Query(() => AddressSuggestionsResult, { description: 'Adresses du Maine-et-Loire qui correspondent au texte saisi (jumeau de POST /api/getAddress)' })
  addressSuggestions(@Ctx() ctx: RequestContext, @Args(() => AddressSearchArgs) { address, city }: AddressSearchArgs): Promise<typeof AddressSuggestionsResult> {
    return unionResult(ADDRESS_ERRORS, async () => {
      const found = await geocoderService.search(ctx, address, city ?? undefined);
      return Object.assign(new AddressSuggestions(), { items: found.results.map(toAddressSuggestion) });
    });
  }
}
