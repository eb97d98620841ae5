// The one place where the shared singletons of the composed front end are declared.
// Host and remotes all use this list, so the page holds exactly one React, one router,
// one React Query and one session: a remote that brought its own copy would see a
// different session and break hooks.
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(workspaceRoot, 'package.json'));
const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));

const REMOTES = {
  auth: { project: 'auth', port: 4201 },
  user_submissions: { project: 'user-submissions', port: 4202 },
  admin_console: { project: 'admin-console', port: 4203 },
};

function npmSingleton(name, packageName = name) {
  return {
    singleton: true,
    strictVersion: false,
    requiredVersion: rootPackage.dependencies[packageName],
    version: require(path.join(workspaceRoot, 'node_modules', packageName, 'package.json')).version,
  };
}

// Workspace libraries shared at runtime: versioned with the workspace itself.
function workspaceSingleton(alias) {
  return {
    singleton: true,
    requiredVersion: false,
    version: rootPackage.version,
    import: path.join(workspaceRoot, compilerOptions.paths[alias][0]),
  };
}

const sharedSingletons = {
  react: npmSingleton('react'),
  'react/jsx-runtime': npmSingleton('react/jsx-runtime', 'react'),
  'react-dom': npmSingleton('react-dom'),
  'react-dom/client': npmSingleton('react-dom/client', 'react-dom'),
  'react-router': npmSingleton('react-router'),
  '@tanstack/react-query': npmSingleton('@tanstack/react-query'),
  '@profileproof/session': workspaceSingleton('@profileproof/session'),
  '@profileproof/ui': workspaceSingleton('@profileproof/ui'),
  '@profileproof/contracts': workspaceSingleton('@profileproof/contracts'),
};

function workspaceAliases() {
  const alias = {};
  for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
    alias[`${name}$`] = path.join(workspaceRoot, target);
  }
  return alias;
}

module.exports = { workspaceRoot, REMOTES, sharedSingletons, workspaceAliases };
