import { Menu } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { AudienceButton } from './AudienceButton.tsx';
import { AUDIENCE_LINKS } from './navigation.ts';

interface AudienceMenuProps {
  /** The pointer is on the button, or it was clicked, while this chunk loaded. */
  defaultOpened: boolean;
  /** The stand-in button had the keyboard focus, which moves to this one. */
  focus: boolean;
}

/** The header's "For You" menu, loaded once a visitor reaches for it (see AudienceButton). */
export default function AudienceMenu({ defaultOpened, focus }: AudienceMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) target.current?.focus();
  }, [focus]);
  return (
    <Menu trigger="click-hover" position="bottom" shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <AudienceButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {AUDIENCE_LINKS.map((link) => (
          <Menu.Item key={link.label} component={Link} href={link.href}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
