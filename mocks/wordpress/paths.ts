import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The data folder of `npm start`'s stand-in, the stories and the test runner's e2e stand-in. */
const defaultDataDir = path.join(projectRoot, '.data', 'wordpress');
/** Everything the stand-in writes (generated media, later entries and mail) lives under .data/wordpress. */
export const dataDir = path.resolve(process.env.WORDPRESS_DATA_DIR ?? defaultDataDir);
export const uploadsDir = path.join(dataDir, 'uploads');
/**
 * The media files drawn in the default data folder (`node mocks/wordpress/media.ts`, which npm test
 * runs first): a stand-in on a data folder of its own (a test's) copies a file from there instead
 * of drawing it again, when its stamp says it is the same drawing.
 */
export const drawnUploadsDir = path.join(defaultDataDir, 'uploads');
