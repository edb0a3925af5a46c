import { Anchor, List, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Href } from '#shared/routes.ts';

/** An in-app link in running text. */
export const To = ({ href, children }: { href: Href; children: ReactNode }) => (
  <Anchor component={Link} href={href}>
    {children}
  </Anchor>
);

export const P = ({ children }: { children: ReactNode }) => <Text>{children}</Text>;

export const Bullets = ({ items }: { items: ReactNode[] }) => (
  <List spacing={4}>
    {items.map((item, i) => (
      <List.Item key={i}>{item}</List.Item>
    ))}
  </List>
);

/** A table of facts with a caption naming it for screen readers. */
export function FactTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // Wrapping, not a horizontal scroll box: the cells are prose, and a phone reads them stacked narrow.
    <Table withTableBorder striped verticalSpacing="xs">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {head.map((h) => (
            <Table.Th key={h} scope="col">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={i}>
            {row.map((cell, j) => (
              <Table.Td key={j}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
