// npm run apikey:create -- <organisationId> <user e-mail> <name>
// Makes an API key for an organisation's integration, acting as that member. The key is printed
// once; only its hash is stored.
import { systemClock } from '../clock.js';
import { createApiKey } from '../modules/auth/auth.service.js';
import { usersRepository } from '../modules/users/users.repository.js';
import { openConfiguredDatabase } from './open-configured-database.js';

const [organisationArgument, email, name] = process.argv.slice(2);
const organisationId = Number(organisationArgument);
if (!Number.isInteger(organisationId) || !email || !name) {
  console.error('Usage: npm run apikey:create -- <organisationId> <user e-mail> <name>');
  process.exit(2);
}
const handle = await openConfiguredDatabase();
try {
  const memberId = await usersRepository.findMemberIdByEmail(handle.db, email, organisationId);
  if (memberId === null) {
    console.error(`${email} is not a member of organisation ${organisationId}.`);
    process.exitCode = 1;
  } else {
    const { key } = await createApiKey(
      { db: handle.db, clock: systemClock },
      { organisationId, userId: memberId, name },
    );
    console.log(`API key (send it in the X-Api-Key header; shown only now):\n${key}`);
  }
} finally {
  await handle.close();
}
