import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// Typed by the real store: a dispatch of an endpoint's thunk or of a cache update
// (`util.updateQueryData`) answers what RTK Query says, with no cast.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
