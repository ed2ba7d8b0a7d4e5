/**
 * The public answers in a reader's language (`?lang=`, else the page's default): every incident's name and
 * update text through `localizedIncident`, falling back to the default language's. The snapshot store keeps
 * one language-neutral answer per page; its localized copies are made once per answer and language and kept
 * beside it (a WeakMap keyed by the answer, so a rebuild drops them). Each language's copy is its own object,
 * so the caches keyed by a snapshot object (the formats' documents) keep one document per language, and its
 * JSON is serialised once, with the ETag of its bytes: languages whose text differs never share an ETag.
 */
import type { Language } from '../../../lib/enums';
import { localizedIncident } from '../../incidents/translations';
import { type Served, serialize } from './answer-slot';
import type {
  PublicComponent,
  PublicComponentEntry,
  PublicHistory,
  PublicIncident,
  PublicIncidentDetail,
  PublicPageSnapshot,
} from './snapshot-types';

type Answer = PublicPageSnapshot | PublicIncidentDetail | PublicHistory;
type Copies = Map<Language, { value: Answer; served?: Served<Answer> }>;

const copies = new WeakMap<Answer, Copies>();

const incidentsIn = (incidents: readonly PublicIncident[], language: Language) =>
  incidents.map((incident) => localizedIncident(incident, language));

function componentIn(component: PublicComponent, language: Language): PublicComponent {
  if (!component.uptime) return component;
  const days = component.uptime.days.map((day) => ({
    ...day,
    incidents: day.incidents.map((incident) => localizedIncident(incident, language)),
  }));
  return { ...component, uptime: { ...component.uptime, days } };
}

function entryIn(entry: PublicComponentEntry, language: Language): PublicComponentEntry {
  if (entry.type === 'component') return { ...entry, ...componentIn(entry, language) };
  return { ...entry, components: entry.components.map((component) => componentIn(component, language)) };
}

function pageSnapshotIn(snapshot: PublicPageSnapshot, language: Language): PublicPageSnapshot {
  return {
    ...snapshot,
    components: snapshot.components.map((entry) => entryIn(entry, language)),
    incidents: incidentsIn(snapshot.incidents, language),
    maintenances: {
      active: incidentsIn(snapshot.maintenances.active, language),
      upcoming: incidentsIn(snapshot.maintenances.upcoming, language),
    },
    recent: incidentsIn(snapshot.recent, language),
  };
}

const incidentDetailIn = (detail: PublicIncidentDetail, language: Language): PublicIncidentDetail => ({
  ...detail,
  incident: localizedIncident(detail.incident, language),
});

const historyIn = (history: PublicHistory, language: Language): PublicHistory => ({
  ...history,
  months: history.months.map((month) => ({ ...month, incidents: incidentsIn(month.incidents, language) })),
});

function localize(answer: Answer, language: Language): Answer {
  if ('months' in answer) return historyIn(answer, language);
  if ('incident' in answer) return incidentDetailIn(answer, language);
  return pageSnapshotIn(answer, language);
}

function copyOf(answer: Answer, language: Language | null) {
  const chosen = language ?? answer.page.default_language;
  let known = copies.get(answer);
  if (!known) {
    known = new Map();
    copies.set(answer, known);
  }
  let copy = known.get(chosen);
  if (!copy) {
    copy = { value: localize(answer, chosen) };
    known.set(chosen, copy);
  }
  return copy;
}

/** The answer in `language` (null: the page's default language), the same object for every call. */
export function inLanguage<T extends Answer>(answer: T, language: Language | null): T {
  // copyOf keeps each answer's copies under the answer itself, so a copy has the answer's type.
  return copyOf(answer, language).value as T;
}

/** A served answer in `language` (null: the page's default), with its JSON and ETag serialised once. */
export function servedInLanguage<T extends Answer>(served: Served<T>, language: Language | null): Served<T> {
  const copy = copyOf(served.snapshot, language);
  copy.served ??= serialize(copy.value);
  // As the copy's type in inLanguage; `stale` is the served answer's own.
  return { ...(copy.served as Served<T>), stale: served.stale };
}
