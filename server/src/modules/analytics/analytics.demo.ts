import { addDays, STAT_PERIODS } from '../../../../common/statistics-rules.js';
import { parisToday } from '../../../../common/search.js';
import type { Db } from '../../db/transaction.js';
import type { DemoOwner } from '../module.js';
import { addDemoDays, type DemoDayRow } from './analytics.queries.js';

/** Days of figures before today: the longest range (90 days) and the range it is compared with are both full. */
const DEMO_AUDIENCE_DAYS = 2 * Math.max(...STAT_PERIODS);

/** A repeatable draw in [0, 1) for day i (the same demo every start). */
const draw = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

/**
 * The demo restaurant's audience (issue 25: the demo's statistics are not all zero): a believable three months, busier
 * at weekends and slowly growing, with phone and booking clicks in proportion.
 */
function demoAudience(today: string): DemoDayRow[] {
  const rows: DemoDayRow[] = [];
  for (let i = DEMO_AUDIENCE_DAYS; i >= 1; i--) {
    const day = addDays(today, -i);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 5 || weekday === 6 ? 1.6 : weekday === 0 ? 1.3 : 1;
    const growth = 1 + (DEMO_AUDIENCE_DAYS - i) / DEMO_AUDIENCE_DAYS / 2;
    const views = Math.round((22 + draw(i, 1) * 18) * weekend * growth);
    const sessions = Math.max(1, Math.round(views * (0.75 + draw(i, 2) * 0.15)));
    const visitors = Math.max(1, Math.round(sessions * (0.85 + draw(i, 3) * 0.1)));
    const engaged = Math.round(sessions * (0.45 + draw(i, 4) * 0.2));
    rows.push({
      day, views, sessions, visitors, engaged, seconds: engaged * Math.round(40 + draw(i, 5) * 50),
      phoneClicks: Math.round(views * (0.04 + draw(i, 6) * 0.06)), bookingClicks: Math.round(views * draw(i, 7) * 0.05),
    });
  }
  return rows;
}

export async function seedDemoAudience(db: Db, owner: DemoOwner): Promise<void> {
  await addDemoDays(db, owner.restaurantId, demoAudience(parisToday()));
}
