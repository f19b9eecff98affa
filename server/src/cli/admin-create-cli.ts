import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { adminAreaPath } from '../../../common/page-addresses.js';
import { entities } from '../composition.js';
import { loadConfig } from '../config.js';
import { createAdmin, generatePassword } from '../modules/accounts/index.js';
import { ServiceError } from '../modules/shared/service-errors.js';
import { openDatabase } from '../db/database.js';

/**
 * npm run admin:create -- EMAIL — creates (or promotes) an admin. The password is asked on the
 * terminal, or generated and printed once when standard input is not a terminal or left empty.
 */
const email = process.argv[2] ?? '';
if (!email) {
  console.error('Usage : npm run admin:create -- adresse@exemple.fr');
  process.exit(1);
}
let password = '';
if (process.stdin.isTTY) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = (await rl.question('Mot de passe (laisser vide pour en générer un) : ')).trim();
  rl.close();
}
const generated = !password;
if (generated) password = generatePassword();
const config = loadConfig();
const db = await openDatabase(config, () => {}, entities);
try {
  const admin = await createAdmin(db.dataSource, email, password);
  console.log(`Administrateur ${admin.created ? 'créé' : 'mis à jour'} : ${admin.email}`);
  if (generated) console.log(`Mot de passe généré (affiché une seule fois) : ${password}`);
  console.log(`Espaces d’administration : ${adminAreaPath(config.adminPath)} et ${adminAreaPath(config.adminModerationPath)}`);
} catch (error) {
  console.error(error instanceof ServiceError ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
