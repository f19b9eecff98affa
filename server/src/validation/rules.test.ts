import { Allow } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../common/account-rules.js';
import { INPUT_MESSAGES } from '../../../common/input-rules.js';
import { SEARCH_TOO_LONG } from '../../../common/search.js';
import { problemOf } from './problems.js';
import { ACCOUNT_LIMITS } from '../../../common/account-rules.js';
import { BILLING_MESSAGES } from '../../../common/billing-rules.js';
import { IsAccountEmail, IsBillingEmail, IsBiography, IsCompanyName, IsZipcode, IsSearchCriterion, IsSearchText, IsServiceAreaLatitude } from './rules.js';

class Probe {
  @IsAccountEmail() email = 'lea@exemple.fr';
  @IsBiography() biography = '';
  @IsSearchText() name = '';
  @IsServiceAreaLatitude('lng') lat = 47.47;
  @Allow() lng = -0.55;
  @IsSearchCriterion() priceMin: number | undefined = undefined;
  @IsSearchCriterion() priceMax: number | undefined = undefined;
}
const probe = (values: Partial<Probe>) => problemOf(Object.assign(new Probe(), values));

describe('rule decorators built on common/', () => {
  it('pass valid values', async () => expect(await probe({})).toBeNull());
  it('check the e-mail as the service stores it (normalised)', async () => {
    expect(await probe({ email: '  Lea@Exemple.FR ' })).toBeNull();
    expect(await probe({ email: 'lea@' })).toEqual({ field: 'email', message: ACCOUNT_MESSAGES.emailInvalid });
  });
  it('read the biography limit from its common/ message', async () => {
    expect(ACCOUNT_LIMITS.biography).toBe(1000);
    expect(await probe({ biography: 'x'.repeat(1001) })).toEqual({ field: 'biography', message: ACCOUNT_MESSAGES.biographyTooLong });
  });
  it('give the search-text and service-area messages', async () => {
    expect(await probe({ name: 'x'.repeat(51) })).toEqual({ field: 'name', message: SEARCH_TOO_LONG });
    expect(await probe({ lat: 43.6, lng: 1.44 })).toEqual({ field: 'lat', message: INPUT_MESSAGES.outsideServiceArea });
  });
  it('judge the price bounds together with checkSearchCriteria', async () => {
    expect(await probe({ priceMin: 20 })).toBeNull();
    expect((await probe({ priceMin: 20, priceMax: 25 }))?.message).toMatch(/Fourchette de prix invalide/);
  });
});

class BillingProbe {
  @IsCompanyName() company = 'Bistrot du Port';
  @IsZipcode() zipcode = '49100';
  @IsBillingEmail() email = 'compta@bistrot.fr';
}
describe('billing decorators built on common/billing-rules', () => {
  it('pass valid values and give the SPEC §5 messages', async () => {
    expect(await problemOf(new BillingProbe())).toBeNull();
    expect(await problemOf(Object.assign(new BillingProbe(), { company: 'B' }))).toEqual({ field: 'company', message: BILLING_MESSAGES.companyInvalid });
    expect(await problemOf(Object.assign(new BillingProbe(), { zipcode: '98891' }))).toEqual({ field: 'zipcode', message: BILLING_MESSAGES.zipcodeInvalid });
    expect(await problemOf(Object.assign(new BillingProbe(), { email: 42 }))).toEqual({ field: 'email', message: BILLING_MESSAGES.emailInvalid });
  });
});
