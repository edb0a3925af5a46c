// A help article's Markdown drawn as React elements from marked's tokens. No HTML string is ever
// built or injected: raw HTML in an article shows as its text, links keep to safe schemes, and an
// internal link navigates in the app. Only the article screen imports this (and marked with it).
import { Anchor, Blockquote, Code, Divider, List, Table, Text, Title } from '@mantine/core';
import { marked, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';

/** Where a link may go: an in-app path, or https, http and mailto. Anything else (javascript:…) stays text. */
function linkTarget(href: string): { internal: boolean } | null {
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true };
  return /^(https?:|mailto:)/i.test(href) ? { internal: false } : null;
}

function inline(tokens: Token[] | undefined, key = ''): ReactNode {
  return tokens?.map((token, i) => <Fragment key={`${key}${i}`}>{inlineToken(token, `${key}${i}-`)}</Fragment>);
}

function inlineToken(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens, key)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens, key)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens, key)}</del>;
    case 'codespan':
      return <Code>{(token as Tokens.Codespan).text}</Code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const target = linkTarget(link.href);
      const children = inline(link.tokens, key);
      if (!target) return children;
      return target.internal ? (
        <Anchor component={Link} href={link.href} underline="always">
          {children}
        </Anchor>
      ) : (
        <Anchor href={link.href} target="_blank" rel="noopener noreferrer" underline="always">
          {children}
        </Anchor>
      );
    }
    // Images are not loaded from an article: the alternative text stands in.
    case 'image':
      return (token as Tokens.Image).text;
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens, key) : text.text;
    }
    // Raw HTML and anything unknown: its source, as text.
    default:
      return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
  }
}

function block(token: Token, key: string): ReactNode {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      // The page's h1 is the article title: an article's "#" and "##" are both h2.
      const order = Math.max(heading.depth, 2) as 2 | 3 | 4 | 5 | 6;
      return (
        <Title order={order} size={order === 2 ? 'h3' : 'h4'} mt="md">
          {inline(heading.tokens, key)}
        </Title>
      );
    }
    case 'paragraph':
      return <Text>{inline((token as Tokens.Paragraph).tokens, key)}</Text>;
    case 'list': {
      const list = token as Tokens.List;
      return (
        <List type={list.ordered ? 'ordered' : 'unordered'} start={list.ordered && typeof list.start === 'number' ? list.start : undefined} spacing={4}>
          {list.items.map((item, i) => (
            <List.Item key={i}>{blocks(item.tokens, `${key}${i}-`, true)}</List.Item>
          ))}
        </List>
      );
    }
    case 'blockquote':
      return <Blockquote p="sm">{blocks((token as Tokens.Blockquote).tokens, key)}</Blockquote>;
    case 'code':
      return (
        <Code block style={{ whiteSpace: 'pre-wrap' }}>
          {(token as Tokens.Code).text}
        </Code>
      );
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {table.header.map((cell, i) => (
                  <Table.Th key={i}>{inline(cell.tokens, `${key}h${i}-`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, c) => (
                    <Table.Td key={c}>{inline(cell.tokens, `${key}${r}.${c}-`)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    }
    case 'hr':
      return <Divider />;
    case 'space':
      return null;
    // A tight list item's text, raw HTML, anything else: as inline text in a paragraph.
    default:
      return <Text>{inlineToken(token, key)}</Text>;
  }
}

/** In a tight list item, bare text runs inline rather than as paragraphs. */
function blocks(tokens: Token[], key: string, tight = false): ReactNode {
  return tokens.map((token, i) => (
    <Fragment key={`${key}${i}`}>{tight && token.type === 'text' ? inlineToken(token, `${key}${i}-`) : block(token, `${key}${i}-`)}</Fragment>
  ));
}

export function MarkdownView({ source }: { source: string }) {
  return <>{blocks(marked.lexer(source), 'md-')}</>;
}
