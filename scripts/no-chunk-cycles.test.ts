/** The build's chunk-cycle check: a cycle is named, an acyclic graph passes. */
import { describe, expect, test } from 'vitest';
import { chunkCycle } from './no-chunk-cycles.ts';

const chunk = (...imports: string[]) => ({ type: 'chunk', imports });

describe('chunkCycle', () => {
  test('names the cycle between two groups', () => {
    expect(chunkCycle({ 'a.js': chunk('shared.js'), 'shared.js': chunk('filter.js'), 'filter.js': chunk('shared.js') })).toEqual([
      'shared.js',
      'filter.js',
      'shared.js',
    ]);
  });
  test('an acyclic graph, shared dependencies included, passes; assets are not followed', () => {
    expect(
      chunkCycle({
        'a.js': chunk('shared.js', 'react.js'),
        'b.js': chunk('shared.js'),
        'shared.js': chunk('react.js'),
        'react.js': chunk(),
        'x.css': { type: 'asset' },
      }),
    ).toBeNull();
  });
});
