import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Everything the stand-in writes (generated media, later entries and mail) lives under .data/wordpress. */
export const dataDir = path.resolve(process.env.WORDPRESS_DATA_DIR ?? path.join(projectRoot, '.data', 'wordpress'));
export const uploadsDir = path.join(dataDir, 'uploads');
