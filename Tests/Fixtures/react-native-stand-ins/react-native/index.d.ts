// Stand-in for react-native's types: only what the generated module uses, with their signatures.
export interface ScaledSize {
  width: number;
  height: number;
  scale: number;
  fontScale: number;
}

export function useWindowDimensions(): ScaledSize;

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
