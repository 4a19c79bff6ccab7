import type { BaseSetting, VideoSetting } from '@contract/base';
import type { SettingsState } from './settingsSlice';
import type { Status } from './status';

interface WithSettings {
  settings: SettingsState;
}

export const selectBaseSetting = (state: WithSettings): BaseSetting | null => state.settings.base;
export const selectVideoSetting = (state: WithSettings): VideoSetting | null => state.settings.video;
export const selectSettingsHasValue = (state: WithSettings): boolean => state.settings.hasValue;
export const selectSettingsStatus = (state: WithSettings): Status => state.settings.status;
