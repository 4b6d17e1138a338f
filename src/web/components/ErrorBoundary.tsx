import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
  /** The history entry shown: a new one forgets the error. */
  locationKey: string;
}

interface State {
  failed: boolean;
  locationKey: string;
}

/**
 * React catches a render error only in a class with `getDerivedStateFromError`; React Router's own
 * boundaries exist only with its data router (decision 046). The error is logged by React itself.
 */
class Boundary extends Component<Props, State> {
  override state: State = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Shows `fallback` instead of what threw (a render error, or a route module that could not be
 * fetched), until the person goes elsewhere: as with the data router, a navigation clears the error.
 */
export function ErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary fallback={fallback} locationKey={key}>
      {children}
    </Boundary>
  );
}
