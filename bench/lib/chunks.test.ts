import { chunkFileOf, chunkLabel, describeChunk, groupsByFile } from './chunks.mjs';

// The shape Gatsby 5 writes to public/webpack.stats.json (namedChunkGroups with assets and sizes, assetsByChunkName).
const stats = {
  name: 'build-javascript',
  namedChunkGroups: {
    app: {
      name: 'app',
      assets: [
        { name: 'webpack-runtime-14492d3bd46cd3520f5a.js', size: 4699 },
        { name: 'framework-73089cf70b308109cb4a.js', size: 140906 },
        { name: 'app-45c03b14af83e2b99449.js', size: 103699 },
      ],
    },
    'component---src-templates-page-tsx': {
      name: 'component---src-templates-page-tsx',
      assets: [
        { name: 'commons-32bafe01a51b2dfd6f6e.js', size: 72796 },
        { name: '15a3be27178e285ff113e12c60c30466a8f4d4c5-725ffbc7d9978f49362d.js', size: 10919 },
      ],
    },
    'block-repeat': {
      name: 'block-repeat',
      assets: [
        { name: 'commons-32bafe01a51b2dfd6f6e.js', size: 72796 },
        { name: 'block-repeat-7900199e3e3769fc4bb4.js', size: 17000 },
      ],
    },
  },
  assetsByChunkName: { 'mobile-menu': ['mobile-menu-58c26af55aaaaaaaaaaa.js'], app: ['app-45c03b14af83e2b99449.js'] },
};

describe('chunkFileOf', () => {
  it('gives the file in public/ of a script URL, nothing for other URLs', () => {
    expect(chunkFileOf('http://127.0.0.1:9005/app-45c03b14af83e2b99449.js')).toBe('app-45c03b14af83e2b99449.js');
    expect(chunkFileOf('http://127.0.0.1:9005/app-45c03b14af83e2b99449.js?v=1')).toBe('app-45c03b14af83e2b99449.js');
    expect(chunkFileOf('http://127.0.0.1:9005/diensten/vps/')).toBeNull();
    expect(chunkFileOf('not a url')).toBeNull();
  });
});

describe('chunkLabel', () => {
  it('drops the content hash and shortens a hashed shared chunk', () => {
    expect(chunkLabel('framework-73089cf70b308109cb4a.js')).toBe('framework');
    expect(chunkLabel('component---src-templates-page-tsx-64b9a86fdb86cda21a81.js')).toBe('component---src-templates-page-tsx');
    expect(chunkLabel('458-807bca21a4fa316ec26c.js')).toBe('458');
    expect(chunkLabel('15a3be27178e285ff113e12c60c30466a8f4d4c5-725ffbc7d9978f49362d.js')).toBe('shared 15a3be27');
  });
});

describe('groupsByFile and describeChunk', () => {
  const groups = groupsByFile(stats);

  it('lists every group a file belongs to, once', () => {
    expect(groups.get('commons-32bafe01a51b2dfd6f6e.js')).toEqual(['component---src-templates-page-tsx', 'block-repeat']);
    expect(groups.get('app-45c03b14af83e2b99449.js')).toEqual(['app']);
    expect(groups.get('mobile-menu-58c26af55aaaaaaaaaaa.js')).toEqual(['mobile-menu']);
  });

  it('describes a script URL by file, name and groups; a numbered async chunk has none', () => {
    expect(describeChunk('http://h/framework-73089cf70b308109cb4a.js', groups)).toEqual({
      file: 'framework-73089cf70b308109cb4a.js',
      name: 'framework',
      groups: ['app'],
    });
    expect(describeChunk('http://h/458-807bca21a4fa316ec26c.js', groups)).toEqual({
      file: '458-807bca21a4fa316ec26c.js',
      name: '458',
      groups: [],
    });
    expect(describeChunk('http://h/', groups)).toBeNull();
  });

  it('copes with stats without groups', () => {
    expect(groupsByFile({}).size).toBe(0);
  });
});
