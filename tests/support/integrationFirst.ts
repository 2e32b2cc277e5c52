import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration tests first (they start PostgreSQL, Redis or a CMS and wait on them), the unit
 * tests after, filling the workers meanwhile. In the default order (alphabetical on a fresh
 * clone) the slowest integration file began last and ran alone for half a minute.
 */
export default class IntegrationFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const integration = (file: TestSpecification) => file.moduleId.includes('/tests/integration/');
    return [...sorted.filter(integration), ...sorted.filter((file) => !integration(file))];
  }
}
