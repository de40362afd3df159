import { useParams } from 'react-router-dom';
import { LiveStatusNotice } from '@/components/live/live-status-notice';
import { PresenceAvatars } from '@/components/live/presence-avatars';
import { useModuleUser } from '@/kit';
import { usePresence, type PresenceSubscriber } from '@/lib/live-presence';
import type { TableSubscriber } from '@/lib/live-table';
import { useLiveOrders } from '../api/use-live-orders';

/**
 * Makes an Ops screen live (useLiveOrders) and says so: 'Sin conexión ...' while the connection is
 * lost, and on the board (`presence`) who else of the company is looking at it, through the private
 * channel `empresa:<empresa_id>:ops` (realtime.messages' policies let in only the company's users
 * with Ops). Renders nothing while all is well and nobody else is there.
 */
export function OpsLiveBar({
  order = false,
  presence = false,
  subscribe,
  subscribePresence,
}: {
  /** On an order's page (`ordenes/:id`): follow that order and its comments. */
  order?: boolean;
  presence?: boolean;
  subscribe?: TableSubscriber;
  subscribePresence?: PresenceSubscriber;
}) {
  const { id } = useParams();
  const status = useLiveOrders({ orderId: order ? id : undefined, subscribe });
  const { userId, companyId, name } = useModuleUser();
  const { others } = usePresence(
    presence && companyId ? `empresa:${companyId}:ops` : null,
    userId ? { userId, name: name ?? '' } : null,
    subscribePresence,
  );
  if (status !== 'offline' && others.length === 0) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <LiveStatusNotice status={status} />
      <PresenceAvatars others={others} className="ml-auto" />
    </div>
  );
}
