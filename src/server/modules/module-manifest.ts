// How a module tells the server and the worker what it is made of: the services it builds from the
// platform and from the services of modules listed before it, and the background jobs those
// services run. A module's routes are listed apart (http/module-routes.ts), so the worker, which
// loads the manifests, never loads HTTP code.
import type { JobHandlers, TaskHandlers } from '../jobs/job-runner';
import type { Platform } from '../platform';

type NoJobs = Record<never, never>;

export interface ModuleManifest<
  Needs extends object,
  Built extends object,
  Jobs extends Partial<JobHandlers> = NoJobs,
  Tasks extends Partial<TaskHandlers> = NoJobs,
> {
  readonly name: string;
  /** Properties, not methods: TypeScript checks their parameters strictly, not both ways. */
  readonly create: (platform: Platform, needs: Needs) => Built;
  readonly jobs?: (services: Needs & Built) => Jobs;
  readonly tasks?: (services: Needs & Built) => Tasks;
}

/**
 * Any manifest, for walking a list: `never` needs accept every module's. Written out rather than
 * as ModuleManifest<never, object>, which TypeScript would compare by variance and refuse.
 */
interface AnyManifest {
  readonly name: string;
  readonly create: (platform: Platform, needs: never) => object;
  readonly jobs?: (services: never) => Partial<JobHandlers>;
  readonly tasks?: (services: never) => Partial<TaskHandlers>;
}

type NeedsOf<M> = M extends { create: (platform: Platform, needs: infer Needs) => object }
  ? Needs
  : never;
type BuiltOf<M> = M extends { create: (platform: Platform, needs: never) => infer Built }
  ? Built
  : never;
type JobsOf<M> = M extends { jobs?: (services: never) => infer Jobs } ? Jobs : NoJobs;
type TasksOf<M> = M extends { tasks?: (services: never) => infer Tasks } ? Tasks : NoJobs;

/** Infers a manifest's types from its `create` and `jobs`, with the platform typed for them. */
export function defineModule<
  Needs extends object,
  Built extends object,
  Jobs extends Partial<JobHandlers> = NoJobs,
  Tasks extends Partial<TaskHandlers> = NoJobs,
>(manifest: ModuleManifest<Needs, Built, Jobs, Tasks>): ModuleManifest<Needs, Built, Jobs, Tasks> {
  return manifest;
}

/** The services a list builds: those it starts from and every module's, in list order. */
export type ComposedServices<
  List extends readonly unknown[],
  Built extends object,
> = List extends readonly [infer Head, ...infer Rest]
  ? ComposedServices<Rest, Built & BuiltOf<Head>>
  : Built;

/**
 * `true` when every module finds what it needs among the services listed before it; otherwise the
 * names it misses, which a `const check: ListedInOrder<…> = true` shows as a type error.
 */
export type ListedInOrder<
  List extends readonly unknown[],
  Built extends object,
> = List extends readonly [infer Head, ...infer Rest]
  ? [Built] extends [NeedsOf<Head>]
    ? ListedInOrder<Rest, Built & BuiltOf<Head>>
    : `a module needs ${Extract<Exclude<keyof NeedsOf<Head>, keyof Built>, string>}, built later`
  : true;

/** Every module's jobs together; JobHandlers accepts it only when no job is left out. */
export type ComposedJobs<List extends readonly unknown[]> = List extends readonly [
  infer Head,
  ...infer Rest,
]
  ? JobsOf<Head> & ComposedJobs<Rest>
  : NoJobs;

export type ComposedTasks<List extends readonly unknown[]> = List extends readonly [
  infer Head,
  ...infer Rest,
]
  ? TasksOf<Head> & ComposedTasks<Rest>
  : NoJobs;

/** Builds the services of every module in list order, each from the platform and those before it. */
export function composeServices<const List extends readonly AnyManifest[], Base extends object>(
  platform: Platform,
  base: Base,
  list: List,
): ComposedServices<List, Base> {
  const built: object = { ...base };
  // ListedInOrder checks at compile time that each module finds its needs among `built`.
  for (const manifest of list) {
    addOnce(built, manifest.create(platform, built as never), `${manifest.name}'s services`);
  }
  return built as ComposedServices<List, Base>;
}

/**
 * Adds a module's names to what the list has built, refusing a name given twice: the second would
 * silently replace the first for every module after it (and TypeScript would merge the two types).
 */
function addOnce(into: object, added: object | undefined, what: string): void {
  if (!added) return;
  const taken = Object.keys(added).filter((name) => Object.hasOwn(into, name));
  if (taken.length > 0) {
    throw new Error(`${what} give ${taken.join(', ')} again: each name is given once.`);
  }
  Object.assign(into, added);
}

/** Every module's jobs, each given the services (a module's needs and its own are among them). */
export function composeJobs<const List extends readonly AnyManifest[]>(
  list: List,
  services: ComposedServices<List, object>,
): { jobs: ComposedJobs<List>; tasks: ComposedTasks<List> } {
  const jobs: object = {};
  const tasks: object = {};
  for (const manifest of list) {
    addOnce(jobs, manifest.jobs?.(services as never), `${manifest.name}'s jobs`);
    addOnce(tasks, manifest.tasks?.(services as never), `${manifest.name}'s tasks`);
  }
  return { jobs: jobs as ComposedJobs<List>, tasks: tasks as ComposedTasks<List> };
}
