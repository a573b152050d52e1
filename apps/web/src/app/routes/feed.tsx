// /feed: the full-screen swipe feed of products and videos (features/catalogue), on the device.
import FeedScreen from '../../features/catalogue/components/feed-screen';

export function Component() {
  return <FeedScreen />;
}
