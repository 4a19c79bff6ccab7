import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { BaseSetting, VideoSetting } from '@contract/base';
import { sessionEnded } from '@/api/apiEvents';
import { BaseApi } from '@/api/base';
import { errorMessage } from '@/api/errors';
import { parseSettings, type ParsedSettings } from './parseSetting';
import { Status } from './status';

export interface SettingsState {
  base: BaseSetting | null;
  video: VideoSetting | null;
  /** true once both parts are loaded and usable */
  hasValue: boolean;
  status: Status;
  error: string | null;
}

export const initialSettingsState: SettingsState = {
  base: null,
  video: null,
  hasValue: false,
  status: Status.NONE,
  error: null,
};

/**
 * Loads the system settings once and reuses them (spec §4): a second call while loading or after
 * success does nothing. After a failure a later call tries again.
 */
export const loadSettings = createAsyncThunk<ParsedSettings, void, { state: { settings: SettingsState }; rejectValue: string }>(
  'settings/load',
  async (_, { dispatch, rejectWithValue }) => {
    const result = await dispatch(BaseApi.endpoints.getSetting.initiate(undefined, { subscribe: false }));
    if (result.error) return rejectWithValue(errorMessage(result.error));
    try {
      return parseSettings(result.data!);
    } catch {
      return rejectWithValue('系统设置格式错误');
    }
  },
  {
    condition: (_, { getState }) => {
      const { status } = getState().settings;
      return status !== Status.LOADING && status !== Status.OK && status !== Status.EMPTY;
    },
  },
);

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialSettingsState)
      .addCase(loadSettings.pending, (state) => {
        state.status = Status.LOADING;
        state.error = null;
      })
      .addCase(loadSettings.fulfilled, (state, { payload }) => {
        state.base = payload.base;
        state.video = payload.video;
        state.hasValue = Boolean(payload.base || payload.video);
        state.status = state.hasValue ? Status.OK : Status.EMPTY;
      })
      .addCase(loadSettings.rejected, (state, { payload }) => {
        // Spec §4: on failure hasValue stays false and both parts are emptied.
        state.base = null;
        state.video = null;
        state.hasValue = false;
        state.status = Status.WRONG;
        state.error = payload ?? '系统设置加载失败';
      });
  },
});

export const settingsReducer = settingsSlice.reducer;
