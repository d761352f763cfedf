import { kitMessages } from "#messages/kit";
import { LoadError } from "../../ui/load-error";
import { loadFailurePart, reloadWhenReachable } from "../load-failure";
import { useFailedLoads } from "../load-retry";
import { HydrationMarker } from "./hydration-marker";

/**
 * Shown over the page while some of its code could not load; the page stays as it is
 * underneath. Prerendered hidden into every page, so the entry can show it before React runs.
 */
export function LoadFailureNotice() {
  const failed = useFailedLoads();
  return (
    <div data-part={loadFailurePart} hidden={!failed}>
      <LoadError
        floating
        message={kitMessages.loadError.loadFailed}
        onRetry={reloadWhenReachable}
      />
      <HydrationMarker name={loadFailurePart} />
    </div>
  );
}
