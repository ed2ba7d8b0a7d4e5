import type { ComponentGroup, PageComponent } from '../../../api/component-types';

/** The section of the components that belong to no group. */
export const UNGROUPED = 'ungrouped';

/** One list on the board: the ungrouped components, or one group's, ids in display order. */
export type BoardSection = { id: string; group: ComponentGroup | null; componentIds: string[] };

/** Where a component goes: its group (null: ungrouped) and its 0-based place there. */
export type ComponentPlace = { groupId: string | null; position: number };

function byPosition(a: PageComponent, b: PageComponent): number {
  return a.position - b.position;
}

/** Ungrouped components first, then each group by its position (the server's order). */
export function buildSections(components: readonly PageComponent[], groups: readonly ComponentGroup[]) {
  const live = components.filter((component) => component.deleted_at === null);
  const idsIn = (groupId: string | null) =>
    live
      .filter((component) => component.group_id === groupId)
      .sort(byPosition)
      .map((component) => component.id);
  const ordered = [...groups].sort((a, b) => a.position - b.position);
  return [
    { id: UNGROUPED, group: null, componentIds: idsIn(null) },
    ...ordered.map((group) => ({ id: group.id, group, componentIds: idsIn(group.id) })),
  ] satisfies BoardSection[];
}

export function sectionOf(sections: readonly BoardSection[], componentId: string): BoardSection | undefined {
  return sections.find((section) => section.componentIds.includes(componentId));
}

export function placeOf(sections: readonly BoardSection[], componentId: string): ComponentPlace | undefined {
  const section = sectionOf(sections, componentId);
  if (!section) return undefined;
  return { groupId: section.group?.id ?? null, position: section.componentIds.indexOf(componentId) };
}

/** The sections with `componentId` taken out of its section and put at `index` of `toSectionId`. */
export function moveInSections(
  sections: readonly BoardSection[],
  componentId: string,
  toSectionId: string,
  index: number,
): BoardSection[] {
  return sections.map((section) => {
    const without = section.componentIds.filter((id) => id !== componentId);
    if (section.id !== toSectionId) return { ...section, componentIds: without };
    const at = Math.min(Math.max(index, 0), without.length);
    return { ...section, componentIds: [...without.slice(0, at), componentId, ...without.slice(at)] };
  });
}

/** The components list as the server will have it after the move: group and positions renumbered. */
export function applyPlaces(
  components: readonly PageComponent[],
  sections: readonly BoardSection[],
): PageComponent[] {
  const places = new Map<string, ComponentPlace>();
  for (const section of sections) {
    section.componentIds.forEach((id, position) => {
      places.set(id, { groupId: section.group?.id ?? null, position });
    });
  }
  return components.map((component) => {
    const place = places.get(component.id);
    return place ? { ...component, group_id: place.groupId, position: place.position } : component;
  });
}

/** The groups with their member lists as the sections show them. */
export function applyMembers(
  groups: readonly ComponentGroup[],
  sections: readonly BoardSection[],
): ComponentGroup[] {
  return groups.map((group) => {
    const section = sections.find((candidate) => candidate.id === group.id);
    return section ? { ...group, components: section.componentIds } : group;
  });
}

/** The groups in a new order, positions renumbered 0..n-1. */
export function reorderGroups(
  groups: readonly ComponentGroup[],
  orderedIds: readonly string[],
): ComponentGroup[] {
  const byId = new Map(groups.map((group) => [group.id, group]));
  return orderedIds.flatMap((id, position) => {
    const group = byId.get(id);
    return group ? [{ ...group, position }] : [];
  });
}
