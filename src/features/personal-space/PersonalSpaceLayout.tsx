import { Outlet } from 'react-router-dom';

export default function PersonalSpaceLayout() {
  return (
    <div>
      <Outlet />
    </div>
  );
}
