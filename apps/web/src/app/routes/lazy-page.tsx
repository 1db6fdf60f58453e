import {
  Children,
  type ComponentType,
  isValidElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
} from 'react';

/** A page whose code is fetched the first time it is shown: a chunk of its own in the build. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's code now; once it has come, the page renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * Route-level code splitting: `load` imports the page's module and picks its component. The
 * nearest <Suspense> (the layouts, around their <Outlet/>) shows the loading state meanwhile.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Suspending: LazyExoticComponent<ComponentType> = lazy(() =>
    preload().then((component) => ({ default: component })),
  );
  // Called once per page, at the router module's top level: each page is one stable component.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Page() {
    const Component = loaded ?? Suspending;
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}

/**
 * Starts fetching every lazy page inside a route's element (the layout and the page, wrapped as
 * they may be) at once: on the first load, the page's chunk need not wait for the layout's.
 */
export function preloadElement(node: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const type = node.type as { preload?: () => Promise<unknown> };
  void type.preload?.();
  Children.forEach(node.props.children, preloadElement);
}
