import { afterAll, beforeAll } from 'vitest';
import { accessMatrixRows } from '../testing/access-matrix-cases.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

accessMatrixRows(2, 3, () => ctx);
