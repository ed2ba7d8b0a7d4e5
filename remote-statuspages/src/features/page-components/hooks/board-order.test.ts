import { makeComponent, makeGroup } from '../../../test/component-fixtures';
import {
  applyMembers,
  applyPlaces,
  buildSections,
  moveInSections,
  placeOf,
  reorderGroups,
} from './board-order';

const a = makeComponent({ id: 'a', name: 'A', position: 1 });
const b = makeComponent({ id: 'b', name: 'B', position: 0 });
const c = makeComponent({ id: 'c', name: 'C', group_id: 'g1', position: 0 });
const gone = makeComponent({ id: 'x', name: 'X', deleted_at: '2026-11-02T00:00:00.000Z' });
const g1 = makeGroup({ id: 'g1', name: 'One', position: 1, components: ['c'] });
const g2 = makeGroup({ id: 'g2', name: 'Two', position: 0 });

it('orders the ungrouped components first, then the groups by position, leaving deleted ones out', () => {
  expect(buildSections([a, b, c, gone], [g1, g2]).map((s) => [s.id, s.componentIds])).toEqual([
    ['ungrouped', ['b', 'a']],
    ['g2', []],
    ['g1', ['c']],
  ]);
});

it('moves a component into another group and renumbers both sets as the server will', () => {
  const next = moveInSections(buildSections([a, b, c], [g1, g2]), 'b', 'g1', 0);
  expect(placeOf(next, 'b')).toEqual({ groupId: 'g1', position: 0 });
  const placed = applyPlaces([a, b, c], next);
  expect(placed.map((component) => [component.id, component.group_id, component.position])).toEqual([
    ['a', null, 0],
    ['b', 'g1', 0],
    ['c', 'g1', 1],
  ]);
  expect(applyMembers([g1, g2], next).map((group) => group.components)).toEqual([['b', 'c'], []]);
});

it('clamps a place past the end of a section to its end', () => {
  const next = moveInSections(buildSections([a, b, c], [g1, g2]), 'a', 'g2', 9);
  expect(placeOf(next, 'a')).toEqual({ groupId: 'g2', position: 0 });
});

it('renumbers groups in their new order', () => {
  expect(reorderGroups([g1, g2], ['g1', 'g2']).map((group) => [group.id, group.position])).toEqual([
    ['g1', 0],
    ['g2', 1],
  ]);
});
