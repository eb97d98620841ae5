// Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text asset of a production build,
// so the servers send compressed bytes without compressing on each request: nginx with
// `gzip_static on`, tools/scripts/static-server.mjs with either (docker/README.md, README.md).
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { Compilation, sources } = require('@rspack/core');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; source maps are left alone (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** The size under which nginx does not compress either (gzip_min_length). */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const assets = compilation
            .getAssets()
            .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES);
          await Promise.all(
            assets.map(({ name, source }) => this.compress(compilation, name, source.buffer())),
          );
        },
      );
    });
  }

  async compress(compilation, name, content) {
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that saves nothing is not worth a second file (and a server would only send it).
    if (br.length < content.length)
      compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: 'br' });
    if (gz.length < content.length)
      compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: 'gzip' });
  }
}

module.exports = { PrecompressPlugin };
