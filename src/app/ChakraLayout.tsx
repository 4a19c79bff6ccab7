import { Outlet } from 'react-router-dom';
import { ChakraScope } from '@/components/ChakraScope';

/** The pathless layout route around every screen except /login: brings Chakra UI's provider. */
export default function ChakraLayout() {
  return (
    <ChakraScope>
      <Outlet />
    </ChakraScope>
  );
}
