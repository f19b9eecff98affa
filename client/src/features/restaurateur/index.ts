// The restaurateur feature's entry: what other features use of it (they import it from here, not from its files).
import './statistics/statistics.css';

export { PeriodButtons, StatisticsBody } from './statistics/StatisticsPage';
export { StatChart } from './statistics/StatChart';
