// @ts-check
// `npx nx g @profileproof/workspace:feature --project=admin-console --name=notes`: a feature folder
// laid out as bulletproof-react's (and this workspace's) are — `api/` one file per call with its
// React Query hook, `components/` with the screen, the screen's test beside them — on the contract
// of an API module written by the api-module generator.
const path = require('node:path');
const { formatFiles, generateFiles, names, readProjectConfiguration } = require('@nx/devkit');
const { domainNames } = require('../api-module');

/** @typedef {{ project: string; name: string; api?: string; singular?: string; skipFormat?: boolean }} FeatureSchema */

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {FeatureSchema} options
 */
async function featureGenerator(tree, options) {
  const project = readProjectConfiguration(tree, options.project);
  if (!project.tags?.includes('platform:web'))
    throw new Error(`${options.project} is not a front end (no platform:web tag).`);
  const apiName = options.api ?? options.name;
  const contract = `libs/contracts/src/lib/${names(apiName).fileName}.ts`;
  if (!tree.exists(contract)) {
    throw new Error(
      `${contract} was not found: write the API module first (npx nx g @profileproof/workspace:api-module --name=${apiName}).`,
    );
  }
  const feature = names(options.name);
  const features = `${project.sourceRoot ?? `${project.root}/src`}/features`;
  if (tree.exists(`${features}/${feature.fileName}`))
    throw new Error(`${features}/${feature.fileName} exists already.`);

  const domain = domainNames({ name: apiName, singular: options.singular });
  // The admin console sends every admin call through its adminRequest (a refused admin's session ends).
  const adminRequest = tree.exists(`${features}/../shared/api/admin-request.ts`);
  generateFiles(tree, path.join(__dirname, 'files'), features, {
    ...domain,
    apiFile: domain.fileName,
    adminRequest,
    feature: feature.fileName,
    featureClass: feature.className,
    featureTitle: feature.fileName.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase()),
    fileName: feature.fileName,
    template: '',
  });
  if (!options.skipFormat) await formatFiles(tree);
}

module.exports = featureGenerator;
module.exports.default = featureGenerator;
