import { startTestServer } from '/work/main/tests/support/server-harness';
import { coupons } from '/work/main/server/database/schema/index';
it('x', async () => {
  const s = await startTestServer();
  console.log('ROWS', JSON.stringify(await s.database.db.select().from(coupons)));
  await s.close();
});
