import type {
  RemoteComponentModule,
  RemoteLoader,
  RemoteModuleId,
  RemoteProps,
} from '../features/remotes/remote-modules';

function fakeModule(id: RemoteModuleId): RemoteComponentModule {
  return {
    default: (props: RemoteProps) => (
      <section data-testid="remote" data-module={id}>
        {id} {JSON.stringify(props)}
      </section>
    ),
  };
}

/** A loader that renders a labelled stand-in for each exposed module; `failing` ids reject. */
export function fakeRemoteLoader(failing: RemoteModuleId[] = []) {
  return jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async (id) => {
    if (failing.includes(id)) throw new Error(`${id} is unreachable`);
    return fakeModule(id);
  });
}
