import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../auth/passwords.js';
import { checkEmail, checkPassword, normaliseEmail } from '../../../common/account-rules.js';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';

/**
 * npm run admin:create -- EMAIL — creates (or promotes) an admin. The password is asked on the
 * terminal, or generated and printed once when standard input is not a terminal or left empty.
 */
const email = normaliseEmail(process.argv[2] ?? '');
if (checkEmail(email)) {
  console.error('Usage : npm run admin:create -- adresse@exemple.fr');
  process.exit(1);
}
let password = '';
if (process.stdin.isTTY) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = (await rl.question('Mot de passe (laisser vide pour en générer un) : ')).trim();
  rl.close();
}
let generated = false;
if (!password) {
  password = `${randomBytes(12).toString('base64url').replace(/[_-]/g, 'x')}A9!`;
  generated = true;
}
const problem = checkPassword(password);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const config = loadConfig();
const db = await openDatabase(config, () => {});
try {
  const hash = await hashPassword(password);
  await db.dataSource.query(
    `INSERT INTO app_user (email, password_hash, role, first_name, last_name, email_verified) VALUES ($1, $2, 'admin', 'Admin', '', true)
     ON CONFLICT ((lower(email))) DO UPDATE SET role = 'admin', password_hash = EXCLUDED.password_hash, email_verified = true, token_version = app_user.token_version + 1`,
    [email, hash]);
  console.log(`Administrateur prêt : ${email}`);
  if (generated) console.log(`Mot de passe généré (affiché une seule fois) : ${password}`);
  console.log(`Espaces d’administration : /a/${config.adminPath} et /a/${config.adminModerationPath}`);
} finally {
  await db.close();
}
