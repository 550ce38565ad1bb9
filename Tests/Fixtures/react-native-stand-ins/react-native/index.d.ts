// Stand-in for react-native's types: only what the generated module uses, with their signatures.
// react-native: Libraries/Utilities/Dimensions.d.ts (`ScaledSize`). On Android the window is in
// fractional dp (1080 px at 420 dpi is 411.43), without the navigation bar, and without the status bar
// unless it is translucent.
export interface ScaledSize {
  width: number;
  height: number;
  scale: number;
  fontScale: number;
}

// react-native: Libraries/Utilities/useWindowDimensions.d.ts (since React Native 0.61).
export function useWindowDimensions(): ScaledSize;

// react-native: Libraries/Utilities/Platform.d.ts (`PlatformOSType`, `PlatformStatic`, `PlatformIOSStatic`,
// `PlatformAndroidStatic`, …, and `Platform` as their union, narrowed by `OS`).
export type PlatformOSType = 'ios' | 'android' | 'macos' | 'windows' | 'web' | 'native';

interface PlatformStatic {
  isTV: boolean;
  isTesting: boolean;
  Version: number | string;
}

interface PlatformIOSStatic extends PlatformStatic {
  OS: 'ios';
  isPad: boolean;
  Version: string;
}

interface PlatformAndroidStatic extends PlatformStatic {
  OS: 'android';
  Version: number;
}

interface PlatformMacOSStatic extends PlatformStatic {
  OS: 'macos';
  Version: string;
}

interface PlatformWindowsOSStatic extends PlatformStatic {
  OS: 'windows';
  Version: number;
}

interface PlatformWebStatic extends PlatformStatic {
  OS: 'web';
}

export type Platform =
  | PlatformIOSStatic
  | PlatformAndroidStatic
  | PlatformWindowsOSStatic
  | PlatformMacOSStatic
  | PlatformWebStatic;

export const Platform: Platform;
