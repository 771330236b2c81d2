import { giftTrackings } from '../../../../resources/giftTrackings';
import { ResourceList } from '../../../../resources/_generated';

/** Every send of the event with its step (sent, opened, chosen, shipped, exchanged…) and a cancel. */
export function StatusSection({ eventId }: { eventId: string }) {
  return <ResourceList resource={giftTrackings} filter={{ eventId }} />;
}
