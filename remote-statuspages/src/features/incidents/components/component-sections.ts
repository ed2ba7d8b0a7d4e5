import type { ComponentGroup, PageComponent } from '../../../api/component-types';

export type ComponentSection = { id: string; name: string | null; components: PageComponent[] };

/**
 * The live components as the page shows them: ungrouped ones first, then each group by position,
 * members by position. A group with no live member is left out.
 */
export function componentSections(
  components: readonly PageComponent[],
  groups: readonly ComponentGroup[],
): ComponentSection[] {
  const live = components.filter((component) => component.deleted_at === null);
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
  const ungrouped = live.filter((component) => component.group_id === null).sort(byPosition);
  const sections: ComponentSection[] =
    ungrouped.length > 0 ? [{ id: '', name: null, components: ungrouped }] : [];
  for (const group of [...groups].sort(byPosition)) {
    const members = live.filter((component) => component.group_id === group.id).sort(byPosition);
    if (members.length > 0) sections.push({ id: group.id, name: group.name, components: members });
  }
  return sections;
}
