import type { ReactNode, SVGProps } from 'react';
import { Icon } from './icons';

type InfoIconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Decorative line icons for information cards, drawn with the same `Icon` as icons.tsx (24px grid, currentColor). */
export function lineIcon(paths: ReactNode, defaultSize = 20) {
  return function LineIcon({ size = defaultSize, ...props }: InfoIconProps) {
    return (
      <Icon size={size} {...props}>
        {paths}
      </Icon>
    );
  };
}

export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

export const HelpCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3" />
    <path d="M12 17h.01" />
  </>,
);

export const SparkIcon = lineIcon(
  <path d="M12 3v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.1 2.1m8.6 8.6 2.1 2.1M5.6 18.4l2.1-2.1m8.6-8.6 2.1-2.1" />,
);

export const DashIcon = lineIcon(<path d="M6 12h12" />, 18);
