// /collaborate: the creators programme and its application (rendered in the browser).
import CollaboratePage from '../../features/creators/components/collaborate-page';

export function Component() {
  return <CollaboratePage />;
}
