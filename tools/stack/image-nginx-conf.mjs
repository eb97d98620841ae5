// The unprivileged nginx image's own nginx.conf, with its writable paths moved into `dir`: what the
// e2e tests' front-end server (apps/e2e/src/support/image-nginx.ts) and the production topology
// (nginx.mjs) both start nginx with, around the images' server blocks in `dir`/conf.d.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `dir`/nginx.conf and returns its path.
 * @param {string} dir
 * @param {{ workers: number, connections: number, errorLog: string }} options
 */
export async function writeImageNginxConf(dir, { workers, connections, errorLog }) {
  const file = path.join(dir, 'nginx.conf');
  await writeFile(
    file,
    `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${errorLog};
events { worker_connections ${connections}; }
http {
    client_body_temp_path ${dir}/client_temp;
    proxy_temp_path ${dir}/proxy_temp;
    fastcgi_temp_path ${dir}/fastcgi_temp;
    uwsgi_temp_path ${dir}/uwsgi_temp;
    scgi_temp_path ${dir}/scgi_temp;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    include ${dir}/conf.d/*.conf;
}
`,
  );
  return file;
}
