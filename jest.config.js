// Every jest project of the workspace in one run (`npm test` uses it to report one total).
// Each project can also be run alone: `npx nx test <project>`.
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/apps/*/jest.config.js',
    '<rootDir>/tools/bench/jest.config.js',
    '<rootDir>/tools/rspack/jest.config.js',
    '<rootDir>/tools/scripts/jest.config.js',
    '<rootDir>/tools/generators/jest.config.js',
    '<rootDir>/tools/fake-providers/jest.config.js',
  ],
};
