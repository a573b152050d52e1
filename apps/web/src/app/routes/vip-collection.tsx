// /vip-collection: the members' exclusive pieces (rendered in the browser; the server checks the tier).
import VipCollectionScreen from '../../features/catalogue/components/vip-collection-screen';

export function Component() {
  return <VipCollectionScreen />;
}
