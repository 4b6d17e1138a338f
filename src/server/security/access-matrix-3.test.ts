import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { accessMatrixRows } from './access-matrix.cases.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

accessMatrixRows(2, 3, () => ctx);
