// The entry of the bundles that icon-modules.integration.test.ts builds with the icon plugins, as the app's worker
// and the CLI bundle are built: icon lookups and the resources they load.
export { iconSvg } from '../../src/core/icons/index.ts';
export { settleResources } from '../../src/core/resources/index.ts';
