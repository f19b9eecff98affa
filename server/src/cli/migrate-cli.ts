import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { entities } from '../composition.js';
import { openDatabase } from '../db/database.js';

/** npm run db:migrate — runs the migrations and reference data on DATABASE_URL or the embedded database. */
const db = await openDatabase(loadConfig(), (m) => console.log(m), entities);
await db.close();
console.log('Base de données à jour.');
