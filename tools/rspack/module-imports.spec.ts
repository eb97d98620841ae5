import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importedNames } from './module-imports';

describe('the names a package is imported by', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pp-imports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function files(...contents: string[]): string[] {
    return contents.map((content, index) => {
      const file = path.join(dir, `file-${index}.tsx`);
      writeFileSync(file, content);
      return file;
    });
  }

  it('collects named imports and re-exports, by their exported name, and skips type-only ones', () => {
    const sources = files(
      "import { Link, useNavigate as go, type To } from 'react-router';",
      'import type { NavigateFunction } from \'react-router\';\nimport {\n  Outlet,\n  useParams,\n} from "react-router";',
      "export { Navigate } from 'react-router';\nimport { useQuery } from '@tanstack/react-query';",
    );
    expect(importedNames('react-router', sources)).toEqual([
      'Link',
      'Navigate',
      'Outlet',
      'useNavigate',
      'useParams',
    ]);
  });

  it('gives up on a whole-module or default import (everything is then provided)', () => {
    expect(
      importedNames(
        'react-router',
        files("import { Link } from 'react-router';", "import * as Router from 'react-router';"),
      ),
    ).toBeNull();
    expect(
      importedNames('react-router', files("import Router, { Link } from 'react-router';")),
    ).toBeNull();
    expect(importedNames('react-router', files("export * from 'react-router';"))).toBeNull();
    expect(
      importedNames('react-router', files("const router = await import('react-router');")),
    ).toBeNull();
  });

  it('reads code, not text: a comment or a string that names the package imports nothing', () => {
    const sources = files(
      "import { Link } from 'react-router';\n// Outlet would come from 'react-router' too.\nconst example = \"import { Outlet } from 'react-router'\";",
      "import { toPath } from './paths';\nconst label = 'react-router';",
    );
    expect(importedNames('react-router', sources)).toEqual(['Link']);
  });

  it('reads names that spell import or export, and comments between the names', () => {
    const sources = files(
      "import { exportCsv, importRows } from '@profileproof/contracts';",
      "import {\n  ROUTES, // where each screen lives\n  MESSAGES,\n} from '@profileproof/contracts';",
    );
    expect(importedNames('@profileproof/contracts', sources)).toEqual([
      'MESSAGES',
      'ROUTES',
      'exportCsv',
      'importRows',
    ]);
  });

  it('takes a type-level import() for a type, not for the whole module', () => {
    const sources = files(
      "import { Link } from 'react-router';\ntype Router = typeof import('react-router');",
    );
    expect(importedNames('react-router', sources)).toEqual(['Link']);
  });

  it('names the file it cannot read', () => {
    const [broken] = files("import { Link } from 'react-router'\nconst = ;");
    expect(() => importedNames('react-router', [broken])).toThrow(broken);
  });
});
